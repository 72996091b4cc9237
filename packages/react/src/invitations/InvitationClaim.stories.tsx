import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { InvitationClaim } from './InvitationClaim.js';

// Alice (US) invited Élodie, who opens the link: the invitation is the sandbox's, made by the platform.

type Loaded = { world: SandboxWorld; code: string };

const invite = (body: Record<string, unknown>, after?: (world: SandboxWorld, code: string) => Promise<void>) =>
  worldLoader({ person: 'elodie' }, async (world) => {
    const auth = `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`;
    const call = (path: string, payload?: unknown) =>
      world.sandbox.fetch(new Request(`${location.origin}${world.sandbox.basePath}${path}`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, ...(payload ? { body: JSON.stringify(payload) } : {}) }));
    const { code } = (await (await call('/invitations', { inviterUma: '$alice@sandbox.wallet-kit.dev', ...body })).json()) as { code: string };
    await after?.(world, code);
    return { code };
  });

const meta = {
  title: 'Invitations/InvitationClaim',
  component: InvitationClaim,
  args: { code: '', umaAddress: '$elodie@sandbox.wallet-kit.dev', onClaimed: fn() },
  loaders: [invite({ firstName: 'Alice', amountToSend: 12_550 })],
  render: (args, { loaded }) => <InvitationClaim {...args} code={(loaded as Loaded).code} />,
} satisfies Meta<typeof InvitationClaim>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Accepted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the invitation' }));
    await canvas.findByRole('heading', { name: 'Invitation accepted' });
  },
};

export const Cancelled: Story = {
  loaders: [
    invite({}, async (world, code) => {
      const auth = `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`;
      await world.sandbox.fetch(new Request(`${location.origin}${world.sandbox.basePath}/invitations/${code}/cancel`, { method: 'POST', headers: { Authorization: auth } }));
    }),
  ],
};

export const UnknownCode: Story = { loaders: [worldLoader({ person: 'elodie' }, () => ({ code: 'NOSUCHCODE' }))] };

export const RightToLeft: Story = { globals: { locale: 'he' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
