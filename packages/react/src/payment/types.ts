import type { QuotePaymentInstructions } from '../client/types.js';

/**
 * PaymentInstructions as the contract describes them (through @wallet-kit/client's types):
 * `accountOrWalletInfo` is discriminated by `accountType` across some fifty bank and wallet shapes, and
 * the view reads the fields it knows by name, whatever the shape, ignoring the rest.
 */
export type PaymentInstructionsView = QuotePaymentInstructions;
