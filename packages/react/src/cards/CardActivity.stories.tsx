import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { CardActivity } from './CardActivity.js';

// Alice's card on the in-page sandbox, after the card network's messages its simulators send.

type Loaded = { world: SandboxWorld };

/** A purchase cleared in part, then refunded in part; a hotel hold partly charged; a decline on the frozen card. */
async function activity(world: SandboxWorld) {
  const card = world.me.card!;
  const simulate = (name: string, body: object) => world.platform('POST', `/sandbox/cards/${card}/simulate/${name}`, body);
  const newest = async () => ((await world.platform('GET', `/transactions?type=CARD&customerId=${world.me.id}&limit=1`)).data as { id: string }[])[0]!.id;
  await simulate('authorization', { amount: 4_250, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF', mcc: '5814', country: 'US' } });
  const coffee = await newest();
  await simulate('clearing', { cardTransactionId: coffee, amount: 4_250 });
  world.advance(3_600_000);
  await simulate('return', { cardTransactionId: coffee, amount: 1_250 });
  world.advance(3_600_000);
  await simulate('authorization', { amount: 30_000, currency: { code: 'USD' }, merchant: { descriptor: 'HARBOR HOTEL' } });
  await simulate('clearing', { cardTransactionId: await newest(), amount: 18_000 });
  world.advance(3_600_000);
  await world.platform('PATCH', `/cards/${card}`, { state: 'FROZEN' });
  await simulate('authorization', { amount: 999, currency: { code: 'USD' }, merchant: { descriptor: 'CORNER SHOP' } });
  return {};
}

const meta = {
  title: 'Cards/CardActivity',
  component: CardActivity,
  args: { customerId: '' },
  loaders: [worldLoader({ person: 'alice' }, activity)],
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    return <CardActivity {...args} customerId={world.me.id} cardId={world.me.card!} />;
  },
} satisfies Meta<typeof CardActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {};

export const Empty: Story = { loaders: [worldLoader({ person: 'alice' })] };

/** Two rows a page: the rest follows on "Show more". */
export const Paged: Story = { args: { pageSize: 2 } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
