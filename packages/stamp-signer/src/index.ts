/**
 * @wallet-kit/stamp-signer: payloadToSign -> `Service-Wallet-Signature`, and back. Runs in browsers and Node.
 *
 * @packageDocumentation
 */
export { signPayload, stampPayload, STAMP_SCHEME } from './sign.js';
export { verifyStamp, parseStamp, type VerifyStampOptions } from './verify.js';
export { StampError, type StampErrorCode } from './errors.js';
