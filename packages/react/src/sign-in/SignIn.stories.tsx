import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { signInApi } from '../client/types.js';
import { SignIn } from './SignIn.js';

// Every story runs the real client against the sandbox inside the page: codes are 000000, and a wrong
// one is refused by the sandbox itself.

type Loaded = { world: SandboxWorld; credentialId?: string };

const meta = {
  title: 'Sign-in/SignIn',
  component: SignIn,
  args: { onSignedIn: fn(), onOAuthStart: fn() },
  loaders: [worldLoader({ person: 'alice' })],
  render: (args, { loaded }) => <SignIn {...args} accountId={(loaded as Loaded).world.me.wallet} />,
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alice's wallet: e-mail and SMS codes. */
export const Methods: Story = {};

/** Listing the wallet's credentials takes a while. */
export const Loading: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = { ...world.client.auth, listCredentials: () => new Promise<never>(() => undefined) };
    return <SignIn {...args} api={api} accountId={world.me.wallet} />;
  },
};

/** The ways to sign in could not be read the first time (a network drop): the error, and Try again, which reads them. */
export const CouldNotList: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = signInApi(world.client);
    let tries = 0;
    const listCredentials: typeof api.listCredentials = (...list) => (tries++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : api.listCredentials!(...list));
    return <SignIn {...args} api={{ ...api, listCredentials }} accountId={world.me.wallet} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: /^Email a code to / })).toBeVisible();
  },
};

/** A code was sent: the field, the resend cooldown, the way back. */
export const CodeSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Email a code to / }));
    await canvas.findByRole('textbox', { name: 'Verification code' });
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Email a code to / }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), '111111');
    await canvas.findByText('That code is not right. Check it and try again.');
  },
};

/** The code outlived its lifetime (here: any refusal counts as expired). */
export const ExpiredCode: Story = {
  args: { codeLifetimeMs: 0 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Email a code to / }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), '111111');
    await canvas.findByText('This code has expired. Ask for a new one.');
  },
};

/** Signs in with 000000; onSignedIn fires once. */
export const SignsIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Email a code to / }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), '000000');
    await canvas.findByRole('heading', { name: 'You are signed in' });
    await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
  },
};

/** The sandbox answers 429 for a while: the wait is said. */
export const RateLimited: Story = {
  loaders: [worldLoader({ person: 'alice', waitOnRateLimit: false })],
  play: async ({ canvas, userEvent, loaded }) => {
    const button = await canvas.findByRole('button', { name: /^Email a code to / });
    (loaded as Loaded).world.sandbox.setScenarios({ rateLimitSeconds: 20 });
    await userEvent.click(button);
    await canvas.findByText('Too many attempts. Try again in 20 seconds.');
    (loaded as Loaded).world.sandbox.setScenarios({ rateLimitSeconds: null });
  },
};

/** A wallet with a passkey: the ceremony is prepared before the click (this story's passkey is not on any authenticator). */
export const Passkey: Story = {
  loaders: [worldLoader({ person: 'alice' }, (world) => ({ credentialId: world.fakeWalletPasskey() }))],
  args: { methods: ['passkey', 'email'] },
};

/** OAuth hand-off: onOAuthStart receives the nonce bound to the new key. */
export const OAuth: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const stamp = new Date(world.now()).toISOString();
    const google = { id: 'AuthMethod:story-oauth', accountId: world.me.wallet, type: 'OAUTH' as const, nickname: 'Google', createdAt: stamp, updatedAt: stamp };
    return <SignIn {...args} credentials={[google]} />;
  },
};

export const Modal: Story = { args: { presentation: 'modal' } };

export const Dark: Story = { globals: { theme: 'dark' }, play: CodeSent.play! };

/** Arabic, right to left, after a wrong code (driven without English names). */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button');
    await userEvent.click(first!);
    const field = await canvas.findByRole('textbox');
    await userEvent.type(field, '111111');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };
