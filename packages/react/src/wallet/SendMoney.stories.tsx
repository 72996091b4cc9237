import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import type { UmaLookup } from './api.js';
import { SendMoney } from './SendMoney.js';

// Signed in against the sandbox in the page: Alice (US, no SCA) or Élodie (EU, SCA code 123456).

type Loaded = { world: SandboxWorld };

const currency = (code: string, decimals = 2) => ({ code, name: code, symbol: code, decimals });

/**
 * The receiver lookup (`GET /receiver/uma/{address}`) is not served by the sandbox yet: stories answer
 * it here, in the public document's shape, and `$nobody@…` is not found.
 */
const lookupUmaAddress = async (address: string): Promise<UmaLookup> => {
  if (address.startsWith('$nobody')) throw Object.assign(new Error('404 UMA_NOT_FOUND'), { status: 404, code: 'UMA_NOT_FOUND' });
  return {
    receiverUmaAddress: address,
    lookupId: 'Lookup:story',
    supportedCurrencies: [
      { currency: currency('EUR'), estimatedExchangeRate: 0.92, min: 100, max: 1_000_000 },
      { currency: currency('USD'), estimatedExchangeRate: 1, min: 100, max: 1_000_000 },
    ],
  };
};

const meta = {
  title: 'Wallet/SendMoney',
  component: SendMoney,
  args: { customerId: '', onSent: fn() },
  loaders: [worldLoader({ person: 'alice' }, (world) => world.signIn())],
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <SendMoney {...args} customerId={world.me.id} api={{ ...world.client.accounts, ...world.client.quotes, watchTransaction: world.client.transactions.watchTransaction, getTransaction: world.client.transactions.getTransaction, lookupUmaAddress }} />;
  },
} satisfies Meta<typeof SendMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the saved payees, and an UMA address to check. */
export const ChoosePayee: Story = {};

/** Step 2: how much, in the wallet's currency or the payee's. */
export const Amount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Lucas Rivera/ }));
    await canvas.findByRole('textbox', { name: 'Amount in USD' });
  },
};

/** More than the wallet holds, said before any quote. */
export const TooMuch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText(/That is more than you have/);
  },
};

/** "Max" fills in everything the wallet holds. */
export const Max: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }));
    await waitFor(() => expect(canvas.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).value).toBe('2500.00'));
  },
};

/** Step 3: the quote to confirm, with "Back" until the money leaves. */
export const Review: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('button', { name: 'Confirm and send' });
  },
};

/** Sent: the receipt follows the payment; no way back. */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await canvas.findByRole('heading', { name: 'Receipt' }, { timeout: 10_000 });
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(args.onSent).toHaveBeenCalledTimes(1);
  },
};

/**
 * The UMA address field, once the saved payees have arrived: the step's heading takes the focus when they do, so a
 * play typing before then loses its keys (a person would see the list come first).
 */
async function umaField(canvas: { findByRole: (role: string, options: { name: string | RegExp }) => Promise<HTMLElement> }): Promise<HTMLElement> {
  await canvas.findByRole('button', { name: /^Alice Rivera/ });
  return canvas.findByRole('textbox', { name: 'UMA address' });
}

/** An UMA address, looked up before anything is quoted: the currencies it takes. */
export const UmaAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await umaField(canvas), '$sam@uma.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the address' }));
    await canvas.findByRole('combobox', { name: 'They receive' });
  },
};

/** An address no one receives at: the lookup says so, and nothing is quoted. */
export const UmaNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await umaField(canvas), '$nobody@uma.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the address' }));
    await canvas.findByText('No one receives payments at this UMA address. Check it with the recipient.');
  },
};

export const UmaInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await umaField(canvas), 'sam at example');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the address' }));
    await canvas.findByText(/That is not an UMA address/);
  },
};

/** Élodie (EU): approving with an SMS code, what and to whom shown in the challenge. */
export const WithSca: Story = {
  loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Paul Martin/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in EUR' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await canvas.findByText(/You are approving/, {}, { timeout: 10_000 });
  },
};

/** The app's own payee picker in the slot. */
export const CustomPicker: Story = {
  args: {
    renderPayeePicker: ({ payees, onSelect }) => (
      <select aria-label="Payee" className="wk-select" defaultValue="" onChange={(event) => onSelect(payees.find((payee) => payee.id === event.target.value)!)}>
        <option value="" disabled>
          —
        </option>
        {payees.map((payee) => (
          <option key={payee.id} value={payee.id}>
            {payee.name}
          </option>
        ))}
      </select>
    ),
  },
};

export const Loading: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <SendMoney {...args} customerId={world.me.id} api={{ ...world.client.accounts, ...world.client.quotes, watchTransaction: world.client.transactions.watchTransaction, listInternalAccounts: () => new Promise<never>(() => undefined) }} />;
  },
};

/** No account to send from. */
export const NoSource: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <SendMoney {...args} customerId={world.me.id} api={{ ...world.client.accounts, ...world.client.quotes, watchTransaction: world.client.transactions.watchTransaction, listInternalAccounts: async () => [] }} />;
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Amount.play! };
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: /Rivera/ });
    await userEvent.click(first!);
    await canvas.findAllByRole('textbox');
  },
};
