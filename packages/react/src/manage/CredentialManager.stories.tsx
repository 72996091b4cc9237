import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { CredentialManager } from './CredentialManager.js';

// Alice, signed in on the sandbox: her wallet's credentials (e-mail and SMS codes) and sessions.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Session/CredentialManager',
  component: CredentialManager,
  args: { accountId: '' },
  loaders: [worldLoader({ person: 'alice' }, (world) => world.signIn())],
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return (
      <CredentialManager
        {...args}
        accountId={world.me.wallet}
        passkey={{ nickname: 'This browser', rp: { name: 'Wallet Kit stories' }, user: { id: world.me.id, name: 'alice@example.com', displayName: 'Alice' } }}
      />
    );
  },
} satisfies Meta<typeof CredentialManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** Two sessions: this one and another device's, which can be ended. */
export const TwoSessions: Story = {
  loaders: [
    worldLoader({ person: 'alice' }, async (world) => {
      await world.signIn();
      await world.signIn();
    }),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
