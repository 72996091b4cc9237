import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { PayeeManager } from './PayeeManager.js';

// Élodie (EU): her payees on the sandbox, trusted with the SCA code 123456; Alice (US) has five.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Payees/PayeeManager',
  component: PayeeManager,
  args: { customerId: '', trust: true, onAdded: fn() },
  loaders: [worldLoader({ person: 'elodie' })],
  render: (args, { loaded }) => <PayeeManager {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof PayeeManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** Alice, in the US: no trust controls, five payees in five currencies. */
export const ManyRails: Story = { args: { trust: false }, loaders: [worldLoader({ person: 'alice' })] };

export const AddForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add someone to pay' }));
    await canvas.findByLabelText('Account holder’s full name');
  },
};

/** An IBAN with a wrong check digit: named on its field, nothing sent. */
export const FieldProblem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add someone to pay' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Where they receive money'), 'IBAN');
    await userEvent.type(canvas.getByLabelText('Account holder’s full name'), 'Jonas Weber');
    await userEvent.type(canvas.getByLabelText('Account number (IBAN)'), 'DE89370400440532013001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payee' }));
    await canvas.findByText('This IBAN is not valid. Check each character.');
  },
};

export const ConfirmRemoval: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Paul Martin' }));
    await canvas.findByRole('heading', { name: /Remove Paul Martin\?/ });
  },
};

export const TrustCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trust Élodie Martin' }));
    await canvas.findByLabelText('Security code');
  },
};

export const Trusted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trust Élodie Martin' }));
    await userEvent.type(await canvas.findByLabelText('Security code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await canvas.findByText('Trusted: payments to them now skip the security check.');
  },
};

/** A self-custody wallet under the EU Travel Rule: the message its wallet signs. */
export const VerifyWallet: Story = {
  loaders: [
    worldLoader({ person: 'elodie' }, async (world) => {
      await world.client.payees.addPayee({ customerId: world.me.id, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'SOLANA_WALLET', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } } as never);
      return {};
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify Solana' }));
    await canvas.findByText('Message to sign');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
