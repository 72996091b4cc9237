import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { CardControls } from './CardControls.js';

// Alice's card on the in-page sandbox: freeze, unfreeze, close.

type Loaded = { world: SandboxWorld };

const withState = (state?: 'FROZEN' | 'CLOSED') =>
  worldLoader({ person: 'alice' }, async (world) => {
    if (state) await world.platform('PATCH', `/cards/${world.me.card!}`, { state });
    return {};
  });

const meta = {
  title: 'Cards/CardControls',
  component: CardControls,
  args: { cardId: '' },
  loaders: [withState()],
  render: (args, { loaded }) => <CardControls {...args} cardId={(loaded as Loaded).world.me.card!} />,
} satisfies Meta<typeof CardControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Frozen: Story = { loaders: [withState('FROZEN')] };

/** Freezing, as the person does it: the state is announced. */
export const JustFrozen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Freeze card' }));
    await canvas.findByText('The card is frozen.');
  },
};

export const ConfirmClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close card' }));
    await canvas.findByText('Close this card for good? It can never be used or reopened.');
  },
};

export const Closed: Story = { loaders: [withState('CLOSED')] };

export const Dark: Story = { globals: { theme: 'dark' }, play: ConfirmClose.play };

export const RightToLeft: Story = { globals: { locale: 'he' } };
