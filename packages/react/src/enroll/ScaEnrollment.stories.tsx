import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { ScaEnrollment } from './ScaEnrollment.js';

// Élodie (EU) sets up payment approval through the client's `sca` calls, against the sandbox.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Payments/ScaEnrollment',
  component: ScaEnrollment,
  args: { onEnrolled: fn() },
  loaders: [worldLoader({ person: 'elodie' })],
  render: (args, { loaded }) => <ScaEnrollment {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof ScaEnrollment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {};

/** The sandbox's TOTP secret: its QR code, the base32 key to copy, and the code field. */
export const AuthenticatorApp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use an authenticator app' }));
    await canvas.findByRole('img', { name: 'QR code for your authenticator app' });
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    await AuthenticatorApp.play!(context);
    await context.userEvent.type(await context.canvas.findByRole('textbox'), '000000');
    await context.canvas.findByText('That code is not right. Check it and try again.');
  },
};

/**
 * Passkey options fetched and the ceremony prepared: one click creates it. A browser without WebAuthn (some
 * embedded web views; Debian's WebKitGTK) is offered the authenticator app alone, never a way that can only fail.
 */
export const Passkey: Story = {
  play: async ({ canvas, userEvent }) => {
    if (typeof window.PublicKeyCredential !== 'function') {
      await canvas.findByRole('button', { name: 'Use an authenticator app' });
      if (canvas.queryByRole('button', { name: 'Use a passkey' })) throw new Error('a passkey offered in a browser without WebAuthn');
      return;
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a passkey' }));
    await canvas.findByRole('button', { name: 'Add a passkey' });
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: AuthenticatorApp.play! };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, play: AuthenticatorApp.play! };
