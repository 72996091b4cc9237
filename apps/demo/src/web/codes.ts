/**
 * The sandbox's codes, one story for a person: one to sign in, one for every other code the demo asks
 * for (confirming an e-mail or phone in onboarding, approving a payment). The sandbox's own constants
 * must agree: landing-codes.test.ts checks them.
 */
export const SANDBOX_CODES = { signIn: '000000', confirm: '123456' } as const;
