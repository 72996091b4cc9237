/**
 * PaymentInstructions as the service sends them (spec: PaymentInstructions): `accountOrWalletInfo` is
 * discriminated by `accountType` across some fifty bank and wallet shapes, so the view reads the fields
 * it knows by name, whatever the shape, and ignores the rest.
 */
export interface PaymentInstructionsView {
  readonly accountOrWalletInfo: { readonly accountType: string } & Readonly<Record<string, unknown>>;
  readonly instructionsNotes?: string;
  readonly isPlatformAccount?: boolean;
}
