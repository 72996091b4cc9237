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
  args: { onAuthorized: fn(), onExpired: fn(), quote: undefined as unknown as Quote },
  loaders: [pendingLoader()],
  render: (args, { loaded }) => {
    const { world, quote } = loaded as Loaded;
    return <ScaChallenge {...args} quote={quote} now={world.now} />;
  },
} satisfies Meta<typeof ScaChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = async (canvas: { findByRole: (role: string) => Promise<HTMLElement> }) => (await canvas.findByRole('textbox')) as HTMLInputElement;

/** The first of two challenges: step 1, the currency exchange. */
export const FirstStep: Story = {};

/** After the first code: step 2 appears (the count was never known in advance). */
export const TwoStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByText('Step 2');
  },
};

export const Authorized: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByText('Step 2');
    await userEvent.type(await field(canvas), '123456');
    await canvas.findByRole('heading', { name: 'Payment approved' });
    await expect(args.onAuthorized).toHaveBeenCalledTimes(1);
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await field(canvas), '000000');
    await canvas.findByText('That code is not right. Check it and try again.');
  },
};

/** Three wrong codes, then a fourth: the sandbox answers 429 with Retry-After, and the wait is said. */
export const RateLimited: Story = {
  loaders: [pendingLoader({ waitOnRateLimit: false })],
  play: async ({ canvas, userEvent }) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const input = await field(canvas);
      await waitFor(() => expect(input.disabled).toBe(false));
      await userEvent.type(input, '000000');
      await waitFor(() => expect(input.value).toBe(''));
    }
    await canvas.findByText(/Try again in \d+ seconds/);
  },
};

/** The login is locked (423) after too many failures. */
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
    await canvas.findByText(/Your account is locked/);
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

/** A passkey challenge: the ceremony is prepared before the click (this story's passkey is on no authenticator). */
export const Passkey: Story = { loaders: [pendingLoader({}, 'PASSKEY')] };

export const Modal: Story = { args: { presentation: 'modal' } };

export const Dark: Story = { globals: { theme: 'dark' }, play: TwoStep.play! };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
