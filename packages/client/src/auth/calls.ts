import { beginOAuthSignIn, resumeOAuthSignIn } from './oauth.js';
import { startOtpSignIn } from './otp.js';
import { preparePasskeySignIn } from './passkey.js';

/** What `client.auth` offers: the ways to sign in. */
export const authCalls = { startOtpSignIn, preparePasskeySignIn, beginOAuthSignIn, resumeOAuthSignIn };
