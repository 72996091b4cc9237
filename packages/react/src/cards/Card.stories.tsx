import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type Person, type SandboxWorld } from '../../test/sandbox-world.js';
import { CardDetails } from './Card.js';

// Alice's card on the in-page sandbox (US: no SCA), and Élodie's (EU: the reveal needs her SCA login).

type Loaded = { world: SandboxWorld; cardId: string };

/** A world whose person's card is in `state` (a fresh one, still being issued, for PROCESSING). */
const withCard = (person: Person, state?: 'FROZEN' | 'CLOSED' | 'PROCESSING') =>
  worldLoader({ person }, async (world) => {
    if (state === 'PROCESSING') {
      const issued = await world.platform('POST', '/cards', { cardholderId: world.me.id, form: 'VIRTUAL', fundingSources: [world.me.wallet] });
      return { cardId: issued.id as string };
    }
    if (state) await world.platform('PATCH', `/cards/${world.me.card!}`, { state });
    return { cardId: world.me.card! };
  });

type Context = { canvas: { findByRole(role: string, options: object, wait?: object): Promise<HTMLElement>; findByText(text: string | RegExp, options?: object, wait?: object): Promise<HTMLElement> }; userEvent: { click(element: HTMLElement): Promise<void> } };
const show = async ({ canvas, userEvent }: Context) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Show card details' }));
  await canvas.findByRole('button', { name: 'Hide card details' }, { timeout: 10_000 });
};

const meta = {
  title: 'Cards/Card',
  component: CardDetails,
  args: { cardId: '' },
  loaders: [withCard('alice')],
  render: (args, { loaded }) => {
    const { world, cardId } = loaded as Loaded;
    return <CardDetails {...args} cardId={cardId} now={world.now} />;
  },
} satisfies Meta<typeof CardDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

/** The details in the processor's frame, after the reveal; they hide again after a minute. */
export const DetailsShown: Story = { play: show };

export const HiddenAgain: Story = {
  play: async (context) => {
    await show(context);
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Hide card details' }));
    await context.canvas.findByText('The card details are hidden again.');
  },
};

export const Frozen: Story = { loaders: [withCard('alice', 'FROZEN')] };

export const Closed: Story = { loaders: [withCard('alice', 'CLOSED')] };

export const BeingIssued: Story = { loaders: [withCard('alice', 'PROCESSING')] };

/** Élodie is in the EU: without her SCA login the service refuses the reveal, and the card says why. */
export const StepUpNeeded: Story = {
  loaders: [withCard('elodie')],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show card details' }));
    await canvas.findByText('Confirm it’s you before the card details can be shown.');
  },
};

/** The app runs Élodie's SCA login when the service asks (here the sandbox records one), and the details show. */
export const StepUp: Story = {
  loaders: [withCard('elodie')],
  render: (args, { loaded }) => {
    const { world, cardId } = loaded as Loaded;
    const stepUp = async () => world.sandbox.fixtures.scaLoginSession(world.me.id, world.now() + 10 * 60_000);
    return <CardDetails {...args} cardId={cardId} now={world.now} stepUp={stepUp} />;
  },
  play: show,
};

export const Dark: Story = { globals: { theme: 'dark' }, play: show };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
