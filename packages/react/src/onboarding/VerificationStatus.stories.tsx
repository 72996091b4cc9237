import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader } from '../../test/sandbox-world.js';
import { VerificationStatus } from './VerificationStatus.js';
import { newcomer, reviewedNewcomer, US, type Loaded } from '../../test/onboarding-worlds.js';

// A customer's identity check as it stands at the sandbox.

const meta = {
  title: 'Onboarding/VerificationStatus',
  component: VerificationStatus,
  args: { customerId: '', pollMs: 1_000 },
  loaders: [newcomer(US)],
  render: (args, { loaded }) => <VerificationStatus {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof VerificationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {};

export const BeingChecked: Story = { loaders: [reviewedNewcomer()] };

/** Alice was onboarded long ago. */
export const Verified: Story = { loaders: [worldLoader({ person: 'alice' })] };

export const MoreInformationNeeded: Story = { loaders: [reviewedNewcomer('RESOLVE_ERRORS')] };

export const NotPassed: Story = { loaders: [reviewedNewcomer('REJECTED')] };

export const Dark: Story = { globals: { theme: 'dark' }, loaders: [reviewedNewcomer('REJECTED')] };

export const RightToLeft: Story = { globals: { locale: 'ar' }, loaders: [reviewedNewcomer('REJECTED')] };
