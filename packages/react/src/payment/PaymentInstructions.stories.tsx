import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BRL, EUR, USD, eurBankInstructions, pixInstructions, solanaInstructions, usdBankInstructions } from '../../test/fixtures.js';
import { PaymentInstructions } from './PaymentInstructions.js';

const meta = {
  title: 'Payments/PaymentInstructions',
  component: PaymentInstructions,
  args: { instructions: [usdBankInstructions], amount: { amount: 10_000, currency: USD }, onError: fn() },
} satisfies Meta<typeof PaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsBankTransfer: Story = {};

export const SepaInstant: Story = { args: { instructions: [eurBankInstructions], amount: { amount: 10_000, currency: EUR } } };

export const PixQrCode: Story = { args: { instructions: [pixInstructions], amount: { amount: 15_000, currency: BRL } } };

export const StablecoinWallet: Story = { args: { instructions: [solanaInstructions], amount: undefined } };

export const SeveralOptions: Story = { args: { instructions: [eurBankInstructions, solanaInstructions] } };

/** While an SCA challenge is pending, the service withholds the instructions. */
export const WithheldDuringSca: Story = { args: { withheld: true } };

export const NoneNeeded: Story = { args: { instructions: [], amount: undefined } };

export const Dark: Story = { args: { instructions: [pixInstructions] }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { args: { instructions: [eurBankInstructions] }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
