import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Onboarding } from './Onboarding.js';
import { BUSINESS, EU, newcomer, reviewedNewcomer, US, CONSENT, type Loaded } from '../../test/onboarding-worlds.js';

// A customer the integrator has just created, walked through onboarding against the sandbox.

const meta = {
  title: 'Onboarding/Onboarding',
  component: Onboarding,
  args: { customerId: '', onComplete: fn(), onVerificationLink: fn(), pollMs: 1_000 },
  loaders: [newcomer(US)],
  render: (args, { loaded }) => <Onboarding {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof Onboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing done yet: the terms first, the identity check next. */
export const Terms: Story = {};

export const Identity: Story = { loaders: [newcomer({ ...US, endUserTermsConsent: CONSENT })] };

/** The document form: its type, the issuing country, a file or a photo. */
export const UploadDocument: Story = {
  loaders: [newcomer({ ...US, endUserTermsConsent: CONSENT })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload an identity document' }));
    await canvas.findByLabelText('Photo or scan of the document');
  },
};

/** A newcomer the integrator created with no details: the service names them missing, and they are asked first. */
export const DetailsNeeded: Story = {
  loaders: [newcomer({ customerType: 'INDIVIDUAL', region: 'US', endUserTermsConsent: CONSENT })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload an identity document' }));
    await canvas.findByLabelText('Full name');
  },
};

/** The partner's page opened elsewhere: the widget waits for the customer to come back. */
export const VerificationLinkOpened: Story = {
  loaders: [newcomer({ ...US, endUserTermsConsent: CONSENT })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with our verification partner' }));
    await canvas.findByText('The verification page is open. Come back here when you have finished.');
  },
};

/** An EU customer: their e-mail address and phone are confirmed with codes before the identity check. */
export const ContactCodes: Story = { loaders: [newcomer(EU)] };

/** A business: its owners and the person who runs it, before the business is checked. */
export const BusinessOwners: Story = { loaders: [newcomer(BUSINESS)] };

export const InReview: Story = { loaders: [reviewedNewcomer()] };

export const Complete: Story = { loaders: [reviewedNewcomer('APPROVED')] };

/** The reviewer could not read the passport: the customer is asked for a clearer one. */
export const MoreDocumentsNeeded: Story = { loaders: [reviewedNewcomer('RESOLVE_ERRORS')] };

export const Rejected: Story = { loaders: [reviewedNewcomer('REJECTED')] };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, loaders: [newcomer(BUSINESS)] };
