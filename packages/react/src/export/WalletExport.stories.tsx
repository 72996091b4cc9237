import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { storyWords } from '../../test/story-words.js';
import { WalletExport } from './WalletExport.js';

// Alice exports her wallet's recovery phrase: a signed call, sealed to a key made on this device, opened here.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Session/WalletExport',
  component: WalletExport,
  args: { accountId: '' },
  loaders: [worldLoader({ person: 'alice' }, (world) => world.signIn())],
  render: (args, { loaded }) => <WalletExport {...args} accountId={(loaded as Loaded).world.me.wallet} />,
} satisfies Meta<typeof WalletExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};

/** Shown after a fresh sign-in (the e-mail code is 000000 in the sandbox), so no one else reads it on a screen left open. */
export const Revealed: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyWords(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('export.confirm') }));
    await userEvent.click(await canvas.findByRole('button', { name: t.pattern('signIn.email') }));
    await userEvent.type(await canvas.findByRole('textbox', { name: t('otp.label') }), '000000');
    await canvas.findByRole('list', { name: t('export.phrase') });
  },
};

export const HiddenAgain: Story = {
  play: async (context) => {
    await Revealed.play!(context);
    await context.userEvent.click(await context.canvas.findByRole('button', { name: storyWords(context.globals)('export.hide') }));
  },
};

export const Modal: Story = { args: { presentation: 'modal' } };

export const Dark: Story = { globals: { theme: 'dark' }, play: Revealed.play! };

/** The phrase revealed in Arabic: the same steps, found by the Arabic catalog's words. */
export const RightToLeft: Story = { globals: { locale: 'ar' }, play: Revealed.play! };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, play: Revealed.play! };
