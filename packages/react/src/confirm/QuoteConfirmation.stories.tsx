import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { QuoteConfirmation } from './QuoteConfirmation.js';

// Élodie (EU, SCA) sends €30 from her wallet to her US bank account; Alice (US) has no SCA.

type Loaded = { world: SandboxWorld };

const signedIn = (options: Parameters<typeof worldLoader>[0] = {}) => worldLoader({ person: 'elodie', ...options }, (world) => world.signIn());

const meta = {
  title: 'Payments/QuoteConfirmation',
  component: QuoteConfirmation,
  args: { onCompleted: fn(), onFailed: fn() },
  loaders: [signedIn()],
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <QuoteConfirmation {...args} request={world.sendRequest()} now={world.now} watch={{ initialIntervalMs: 250, maxIntervalMs: 1_000 }} />;
  },
} satisfies Meta<typeof QuoteConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {};

/** The review where the host listens for Cancel (`onCancelled`): Cancel beside Confirm, nothing sent if pressed. */
export const ReviewWithCancel: Story = { args: { onCancelled: fn() } };

/** The quote is being made. */
export const Loading: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = { ...world.client.quotes, watchTransaction: world.client.transactions.watchTransaction, createQuote: () => new Promise<never>(() => undefined) };
    return <QuoteConfirmation {...args} api={api} request={world.sendRequest()} />;
  },
};

const confirm = async ({ canvas, userEvent }: { canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> }; userEvent: { click: (element: HTMLElement) => Promise<void> } }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
};

/** Confirmed: the first of two SCA challenges. */
export const TwoStepSca: Story = { play: confirm };

/** Cancelled during SCA: nothing was sent, the quote lapses; fresh terms are a press away. */
export const CancelledDuringSca: Story = {
  args: { onCancelled: fn() },
  play: async (context) => {
    await confirm(context);
    // The SCA step's Cancel: the review's own one goes with the review.
    const sca = await context.canvas.findByRole('group', { name: 'Approve the payment' });
    await context.userEvent.click(within(sca).getByRole('button', { name: 'Cancel' }));
    await context.canvas.findByRole('heading', { name: 'Payment cancelled' });
    await expect(context.args.onCancelled).toHaveBeenCalledTimes(1);
  },
};

/** Cancelled on review (the host listens for it): nothing was sent, the quote lapses. */
export const CancelledOnReview: Story = {
  args: { onCancelled: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await canvas.findByRole('heading', { name: 'Payment cancelled' });
    await expect(args.onCancelled).toHaveBeenCalledTimes(1);
  },
};

/** The rate was refused at execute (QUOTE_RATE_UNAVAILABLE): fresh terms (the sandbox's rates hold still, so the same), and Confirm again. */
export const RateChangedOnRequote: Story = {
  play: async (context) => {
    const { world } = context.loaded as Loaded;
    await context.canvas.findByRole('button', { name: 'Confirm and send' });
    world.sandbox.setScenarios({ rateUnavailable: true });
    await confirm(context);
    await context.canvas.findByText('The quoted rate was refused, but the new quote has the same terms.');
    world.sandbox.setScenarios({ rateUnavailable: false });
  },
};

/** The quote expired on screen (a one-minute quote, then the sandbox's clock moved on): re-quoted, said so, asked again. */
export const ExpiredRequote: Story = {
  loaders: [signedIn({ scenarios: { quoteExpiresInSeconds: 60 } })],
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('button', { name: 'Confirm and send' });
    (loaded as Loaded).world.advance(61_000);
    await canvas.findByText('The previous quote expired. The new one has the same terms.');
  },
};

/** The last seconds before expiry: Confirm is disabled. */
export const ClosingSoon: Story = {
  loaders: [signedIn({ scenarios: { quoteExpiresInSeconds: 60 } })],
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('button', { name: 'Confirm and send' });
    (loaded as Loaded).world.advance(56_000);
  },
};

/** Two SCA rounds, then the payout settles on the sandbox's clock. */
export const Completed: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await confirm(context);
    await userEvent.type(await canvas.findByRole('textbox'), '123456');
    await canvas.findByRole('heading', { name: 'One more code' });
    await userEvent.type(await canvas.findByRole('textbox'), '123456');
    await canvas.findByRole('heading', { name: 'Your transfer is on its way' });
    (context.loaded as Loaded).world.advance(10 * 60_000);
    await canvas.findByRole('heading', { name: 'Transfer complete' }, { timeout: 10_000 });
    await expect(args.onCompleted).toHaveBeenCalledTimes(1);
  },
};

/** The balance is too low: the terms stay, the reason is said. */
export const InsufficientFunds: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <QuoteConfirmation {...args} request={world.sendRequest(10_000_000_00)} now={world.now} />;
  },
  play: confirm,
};

/** Alice, in the US: no SCA, straight to processing. */
export const NoScaNeeded: Story = { loaders: [worldLoader({ person: 'alice' }, (world) => world.signIn())], play: confirm };

export const Modal: Story = { args: { presentation: 'modal' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
