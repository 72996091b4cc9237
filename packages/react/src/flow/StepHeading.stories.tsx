import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onboardingArea } from '../onboarding/area.js';
import { StepHeading } from './StepHeading.js';

/** A step's heading in the words a flow gives it (onboarding's identity step; the send steps' words come with their view's chunk). */
function IdentityHeading({ level }: { level: number }) {
  const t = onboardingArea.useMessages();
  return <StepHeading text={t('onboarding.step.IDENTITY')} level={level} />;
}

const meta = {
  title: 'Flows/StepHeading',
  component: IdentityHeading,
  args: { level: 2 },
} satisfies Meta<typeof IdentityHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inside a widget whose own title is a level 3 heading: the step's heading one below. */
export const Nested: Story = { args: { level: 4 } };

/** Focused as a new step appears: programmatic focus draws no ring, and a screen reader hears the heading. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Verify your identity' });
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };
