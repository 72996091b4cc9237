import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Quote } from '../client/types.js';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { receiveApi } from './api.js';
import { Receive } from './Receive.js';

// Against the sandbox in the page: Alice (US) or Élodie (EU, SCA code 123456).

type Loaded = { world: SandboxWorld };

/** The quote whose instructions each story's page shows. */
const shown = new WeakMap<SandboxWorld, Quote>();

const meta = {
  title: 'Wallet/Receive',
  component: Receive,
  args: { customerId: '', umaAddress: '$alice@sandbox.example.com', currencies: ['USD', 'EUR', 'MXN', 'BRL'] },
  loaders: [worldLoader({ person: 'alice' }, (world) => world.signIn())],
  render: (args, { loaded }) => <Receive {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof Receive>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

/** As a person does: asks for the details of a $50 transfer in, and sees them. */
async function showDetails(canvas: Play['canvas'], userEvent: Play['userEvent']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), '50');
  await userEvent.click(canvas.getByRole('button', { name: 'Get the payment details' }));
  await canvas.findByRole('heading', { name: 'How to pay' }, { timeout: 10_000 });
}

/**
 * As a person does: asks for details for $50, sees them, then the sandbox pays them (only once seen: paid from
 * onInstructions, the money could land and the details go before the play looked) and the person comes back to the
 * page, until "Money received" takes the details' place.
 */
async function payShownDetails(canvas: Play['canvas'], userEvent: Play['userEvent'], world: SandboxWorld) {
  await showDetails(canvas, userEvent);
  const quote = shown.get(world)!;
  await world.platform('POST', '/sandbox/send', { quoteId: quote.id, currencyCode: quote.sendingCurrency.code, currencyAmount: quote.totalSendingAmount });
  world.advance(60_000);
  await waitFor(
    () => {
      window.dispatchEvent(new Event('focus'));
      return expect(canvas.getByRole('heading', { name: 'Money received' })).toBeVisible();
    },
    { timeout: 20_000, interval: 500 },
  );
  await expect(canvas.queryByText(/^Send exactly/)).toBeNull();
}

/** The account's own details first (its account and routing number), the UMA address, then a transfer for a set amount. */
export const OwnDetails: Story = {};

/** An account with no details of its own (the wallet): said plainly, and a transfer for a set amount offered. */
export const Wallet: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <Receive {...args} customerId={world.me.id} accountId={world.me.wallet} />;
  },
};

/** A bank transfer in: the details, the reference, the amount to send. */
export const BankTransfer: Story = {
  play: async ({ canvas, userEvent }) => showDetails(canvas, userEvent),
};

/**
 * A bank transfer in that arrives: its money lands (the sandbox pays the quote and settles it), the person comes back
 * to the page from their bank's app, and the instructions give way to "Money received", from whom, and the receipt.
 */
export const Received: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <Receive {...args} customerId={world.me.id} onInstructions={(quote) => shown.set(world, quote)} />;
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await payShownDetails(canvas, userEvent, (loaded as Loaded).world);
    await expect(canvas.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  },
};

/**
 * The money arrived, but its transaction could not be read (a connection lost at that moment): "Money received" and the
 * amount alone, with no sender to name and no receipt, never an empty "from".
 */
export const ReceivedUnnamed: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = { ...receiveApi(world.client), getTransaction: () => Promise.reject(new TypeError('Failed to fetch')) };
    return <Receive {...args} api={api} customerId={world.me.id} onInstructions={(quote) => shown.set(world, quote)} />;
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await payShownDetails(canvas, userEvent, (loaded as Loaded).world);
    await expect(canvas.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
    await expect(canvas.queryByText(/ from /)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Receipt' })).toBeNull();
  },
};

/**
 * Details nobody paid: the quote behind them lapses (five minutes for a transfer in), and the wallet, following it, puts
 * "the one-time details for your $50.00 transfer have expired, nothing arrived" in their place, under their section's
 * heading (the account's own details above still work), with Start over first.
 */
export const Lapsed: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await showDetails(canvas, userEvent);
    (loaded as Loaded).world.advance(6 * 60_000);
    await waitFor(
      () => {
        window.dispatchEvent(new Event('focus'));
        return expect(canvas.getByText('The one-time details for your $50.00 transfer have expired. Nothing arrived.')).toBeVisible();
      },
      { timeout: 20_000, interval: 500 },
    );
    // Focus was on the details' heading, gone with them: it goes to the section's, not to the page (an effect, run
    // just after the words show).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'By bank transfer' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'By bank transfer' })).toHaveAccessibleDescription(/^The one-time details for your \$50\.00 transfer have expired/);
    await expect(canvas.queryByText(/^Send exactly/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toHaveAttribute('data-variant', 'primary');
  },
};

/** PIX: a QR code to scan, and its copy-and-paste code. */
export const Pix: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Currency you pay in' }), 'BRL');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount in BRL' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Get the payment details' }));
    await canvas.findByRole('img', { name: /PIX QR code/ }, { timeout: 10_000 });
  },
};

/** Élodie (EU): her own IBAN first, no approval asked; a transfer for a set amount, in euros unless she picks another. */
export const OwnIban: Story = {
  loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())],
  args: { currencies: ['USD', 'EUR'], umaAddress: '$elodie@sandbox.example.com' },
};

/** Élodie (EU): the details of a transfer for a set amount wait for its approval (which she can cancel). */
export const ApprovalFirst: Story = {
  loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())],
  args: { currencies: ['EUR', 'USD'], umaAddress: '$elodie@sandbox.example.com' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in EUR' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Get the payment details' }));
    await canvas.findByText(/You are asking to receive/, {}, { timeout: 10_000 });
  },
};

/** An account with its own details (a fiat account): shown as they are. */
export const AccountDetails: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const fiat = world.sandbox.directory().customers.find((customer) => customer.id === world.me.id)?.internalAccounts.find((account) => account.type === 'INTERNAL_FIAT')?.id;
    return <Receive {...args} umaAddress={undefined} customerId={world.me.id} {...(fiat ? { accountId: fiat } : {})} />;
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in USD' }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Get the payment details' }));
    await canvas.findByText(/Enter an amount in USD/);
  },
};

export const Failed: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <Receive {...args} customerId={world.me.id} api={{ ...world.client.quotes, listInternalAccounts: () => Promise.reject(Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' })) }} />;
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
