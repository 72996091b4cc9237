import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { SignIn } from '../sign-in/SignIn.js';
import { SessionGuard } from './SessionGuard.js';

// A signed-in session on the sandbox; the client warns instead of refreshing by itself, so the warning shows.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Session/SessionGuard',
  component: SessionGuard,
  args: { onExpired: fn(), onSignedOut: fn() },
  loaders: [worldLoader({ person: 'alice', session: { autoRefresh: false } }, (world) => world.signIn())],
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return (
      <SessionGuard {...args} now={world.now} fallback={<SignIn accountId={world.me.wallet} />}>
        <p>Alice’s wallet (the integrator’s page)</p>
      </SessionGuard>
    );
  },
} satisfies Meta<typeof SessionGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/** A minute before the session ends: the warning, with "Stay signed in" and "Sign out". */
export const Warning: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/Alice’s wallet/);
    (loaded as Loaded).world.advance(14 * 60_000 + 10_000);
    await canvas.findByRole('dialog');
  },
};

/** The session ran out: the sign-in comes back with a notice. */
export const Expired: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/Alice’s wallet/);
    (loaded as Loaded).world.advance(16 * 60_000);
    await canvas.findByText('Your session has ended. Sign in again to continue.');
  },
};

export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await canvas.findByText('You are signed out.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Warning.play! };

export const RightToLeft: Story = { globals: { locale: 'ar' }, play: Warning.play! };
