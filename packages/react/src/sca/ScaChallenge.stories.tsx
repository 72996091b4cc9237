import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import type { Quote } from '../client/types.js';
import { ScaChallenge } from './ScaChallenge.js';

// Élodie (EU) sends euros to her US bank account: the sandbox asks for two SCA rounds (SMS code 123456).

type Loaded = { world: SandboxWorld; quote: Quote };

const pendingLoader = (options: Parameters<typeof worldLoader>[0] = {}, factor?: 'PASSKEY') =>
  worldLoader({ person: 'elodie', ...options }, async (world) => {
    if (factor) world.fakeScaPasskey();
    return { quote: await world.pendingQuote(factor ? { scaFactor: factor } : {}) };
  });

const meta = {
  title: 'Payments/ScaChallenge',
  component: ScaChallenge,
  args: { onAuthorized: fn(), onExpired: fn(), onCancel: fn(), quote: undefined as unknown as Quote },
  loaders: [pendingLoader()],
  render: (args, { loaded }) => {
    const { world, quote } = loaded as Loaded;
    return <ScaChallenge {...args} quote={quote} now={world.now} />;
  },
} satisfies Meta<typeof ScaChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The code field, once it takes input: it is disabled while a round is asked for or checked, and a code typed
 * then is lost (Firefox, on a loaded machine, typed into it before the round had come).
 */
const field = async (canvas: { findByRole: (role: string) => Promise<HTMLElement> }) => {
  const input = (await canvas.findByRole('textbox')) as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false));
  return input;
};

/** The first of two challenges: "Approve the payment", no count (the service never sends one). */
export const FirstStep: Story = {};

/** Where the code went: the text-message factor's label, the masked number the service gives. */
export const SentToPhone: Story = { args: { factors: [{ factor: 'SMS_OTP', name: '••• ••• ••78' }] } };

/** After the first code: "One more code", the same step for a person. */
export const TwoStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('heading', { name: 'One more code' });
  },
};

export const Authorized: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('heading', { name: 'One more code' });
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('heading', { name: 'Payment approved' });
    await expect(args.onAuthorized).toHaveBeenCalledTimes(1);
  },
};

/** A wrong code: said, with the warning that more will pause approvals, before that happens. */
export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '000000');
    await canvas.findByText('That code is not right. Check it and try again.');
    await canvas.findByText('More wrong codes will pause payment approvals for a while.');
  },
};

/** Three wrong codes, then a fourth: the sandbox answers 429 with Retry-After, and the wait counts down; the code is sent again after it. */
export const RateLimited: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const input = await field(canvas);
      await userEvent.type(input, '000000');
      await waitFor(() => expect(input.value).toBe(''));
    }
    await userEvent.type(await field(canvas), '000000');
    await canvas.findByText('Trying again in');
    // The field is disabled for the wait: focus waits on the wait, not on the page's body (where it was lost).
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body));
  },
};

/** The login is locked (423) until a time: said, counted down, with Cancel. */
export const Locked: Story = {
  loaders: [
    worldLoader({ person: 'elodie' }, async (world) => {
      const quote = await world.pendingQuote();
      world.sandbox.fixtures.lockSca(world.me.id, world.now() + 15 * 60_000);
      return { quote };
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('heading', { name: 'Approvals are paused' });
  },
};

/** Suspended after repeated locks (423 with `details.suspended`): who can lift it, with the integrator's support link. */
export const Suspended: Story = {
  args: { supportUrl: 'https://help.example.com/wallet' },
  loaders: [
    worldLoader({ person: 'elodie' }, async (world) => {
      const record = () => world.platform('POST', `/sca/record-event?customerId=${world.me.id}`, { eventType: 'FAILED_LOGIN_ATTEMPT' });
      for (let i = 0; i < 5; i++) await record();
      for (const minutes of [15, 30, 60, 24 * 60]) {
        world.advance(minutes * 60_000);
        await record();
      }
      return { quote: await world.pendingQuote() };
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('link', { name: 'Contact support' });
  },
};

/** Cancelled: nothing sent, the quote left to lapse. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await canvas.findByRole('heading', { name: 'Approval cancelled' });
  },
};

/** The challenge ran out before it was answered. */
export const Expired: Story = {
  loaders: [
    worldLoader({ person: 'elodie' }, async (world) => {
      const quote = await world.pendingQuote();
      world.advance(301_000);
      return { quote };
    }),
  ],
};

/** A passkey challenge: the ceremony is prepared before the click (this story's passkey is on no authenticator); a text message code is one press away. */
export const Passkey: Story = { loaders: [pendingLoader({}, 'PASSKEY')], args: { onChooseFactor: fn() } };

export const Modal: Story = { args: { presentation: 'modal' } };

export const Dark: Story = { globals: { theme: 'dark' }, play: TwoStep.play! };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
