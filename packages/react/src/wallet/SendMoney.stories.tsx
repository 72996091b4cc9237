import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { storyWords } from '../../test/story-words.js';
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
    return <SendMoney {...args} customerId={world.me.id} api={{ ...world.client.accounts, ...world.client.quotes, watchTransaction: world.client.transactions.watchTransaction, getTransaction: world.client.transactions.getTransaction, lookupUmaAddress, payees: world.client.payees }} />;
  },
} satisfies Meta<typeof SendMoney>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

/**
 * Opens "New payee" and waits for its form as a person does. The form comes from the payees area on demand and gives
 * its heading the focus once there: typing before then lost the first letters to the move (WebKit in CI: "Trust as
 * Weber?", then "nas Weber"). The button pressed is named "New payee" too, so the wait is for the heading itself.
 */
async function openNewPayee({ canvas, userEvent }: Play): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: 'New payee' }));
  const heading = await canvas.findByRole('heading', { name: 'New payee' }, { timeout: 10_000 });
  await waitFor(() => expect(heading).toHaveFocus(), { timeout: 10_000 });
}

/** Whom to pay: the saved payees, a new payee, and an UMA address to check. */
export const ChoosePayee: Story = {};

/** How much, from the account that can pay, in its currency or the payee's. */
export const Amount: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Lucas Rivera/ }));
    await canvas.findByRole('textbox', { name: storyWords(globals)('wallet.send.amount.label', { currency: 'USD' }) });
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

/** "Max" fills in everything the account holds (the USD account: it can pay most). */
export const Max: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }));
    await waitFor(() => expect(canvas.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).value).toBe('10000.00'));
  },
};

/** The quote to confirm, with "Back" until the money leaves. */
export const Review: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyWords(globals);
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: t('wallet.send.amount.label', { currency: 'USD' }) }), '25');
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.send.continue') }));
    await canvas.findByRole('button', { name: t('confirm.confirm') });
  },
};

/** Sent: a success screen with the amount and the payee, the receipt following the payment; no way back. */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await canvas.findByRole('heading', { name: 'Payment sent' }, { timeout: 10_000 });
    await canvas.findByRole('heading', { name: 'Receipt' }, { timeout: 10_000 });
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(args.onSent).toHaveBeenCalledTimes(1);
  },
};

/** "New payee": the payees area's form inline, each rail's fields checked as typed. */
export const NewPayee: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openNewPayee(context);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Where they receive money' }, { timeout: 10_000 }), 'IBAN');
    await userEvent.type(canvas.getByLabelText('Account holder’s full name'), 'Jonas Weber');
    await userEvent.type(canvas.getByLabelText('Account number (IBAN)'), 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payee' }));
    await canvas.findByText('This IBAN is not valid. Check each character.');
  },
};

/** Élodie (EU): a payee just added, offered to be trusted (payments to them then skip the code). */
export const NewPayeeTrust: Story = {
  args: { trustPayees: true },
  loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openNewPayee(context);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Where they receive money' }, { timeout: 10_000 }), 'IBAN');
    await userEvent.type(canvas.getByLabelText('Account holder’s full name'), 'Jonas Weber');
    await userEvent.type(canvas.getByLabelText('Account number (IBAN)'), 'DE89 3704 0044 0532 0130 00');
    await expect(canvas.getByLabelText('Account holder’s full name')).toHaveValue('Jonas Weber');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payee' }));
    await canvas.findByRole('heading', { name: 'Trust Jonas Weber?' }, { timeout: 10_000 });
  },
};

/** More than the account chosen holds, while the other account could pay: it is suggested. */
export const OtherAccountCanPay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Alice Rivera/ }));
    const from = await canvas.findByRole('combobox', { name: 'From' });
    const wallet = [...(from as HTMLSelectElement).options].find((option) => option.text.startsWith('Wallet'))!;
    await userEvent.selectOptions(from, wallet.value);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount in USD' }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('button', { name: 'Send from your USD account' });
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
/** The quote to confirm, in Arabic: Review's steps, found by the Arabic catalog's words (the payee's name is hers in any language). */
export const RightToLeft: Story = { globals: { locale: 'ar' }, play: Review.play! };
