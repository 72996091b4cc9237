import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import type { InternalAccount } from './api.js';
import { Balance } from './Balance.js';

// Alice (US) against the sandbox in the page: a USD account and a USD wallet, both funded.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Wallet/Balance',
  component: Balance,
  args: { customerId: '' },
  loaders: [worldLoader({ person: 'alice' })],
  render: (args, { loaded }) => <Balance {...args} customerId={(loaded as Loaded).world.me.id} refreshIntervalMs={0} />,
} satisfies Meta<typeof Balance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every account of the customer, each in its own currency. */
export const Accounts: Story = {};

/** One account only: the wallet. */
export const OneAccount: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <Balance {...args} customerId={world.me.id} accountId={world.me.wallet} refreshIntervalMs={0} />;
  },
};

/** Money on its way in: what can be spent, what is pending, and the total (the sandbox settles at once, so the answer is shaped here). */
export const Pending: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const listInternalAccounts = async (query: { customerId: string }) => {
      const accounts = await world.client.accounts.listInternalAccounts(query);
      return accounts.map((account): InternalAccount => (account.id === world.me.wallet ? { ...account, totalBalance: { ...account.balance, amount: account.balance.amount + 12_550 } } : account));
    };
    return <Balance {...args} api={{ listInternalAccounts }} customerId={world.me.id} refreshIntervalMs={0} />;
  },
};

export const Loading: Story = {
  render: (args, { loaded }) => <Balance {...args} api={{ listInternalAccounts: () => new Promise<never>(() => undefined) }} customerId={(loaded as Loaded).world.me.id} />,
};

export const Empty: Story = {
  render: (args, { loaded }) => <Balance {...args} api={{ listInternalAccounts: async () => [] }} customerId={(loaded as Loaded).world.me.id} refreshIntervalMs={0} />,
};

/** The accounts could not be read: the reason and a retry. */
export const Failed: Story = {
  render: (args, { loaded }) => (
    <Balance
      {...args}
      api={{ listInternalAccounts: () => Promise.reject(Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' })) }}
      customerId={(loaded as Loaded).world.me.id}
      refreshIntervalMs={0}
    />
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const French: Story = { globals: { locale: 'fr' } };
