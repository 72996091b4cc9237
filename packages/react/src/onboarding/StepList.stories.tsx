import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { StepList } from './StepList.js';

// Onboarding's numbered steps as each state shows them: one numbering from start to end, done steps muted with
// a check mark and "Done" for screen readers, the current one marked for assistive technology.

const meta = {
  title: 'Onboarding/StepList',
  component: StepList,
  args: { steps: ['TERMS', 'EMAIL', 'PHONE', 'IDENTITY'], missing: ['TERMS', 'EMAIL', 'PHONE', 'IDENTITY'], current: 0 },
  // Inside the widget's root, as Onboarding shows it: the root gives it the language's direction and the card's spacing.
  render: (args) => (
    <WidgetRoot className="wk-card wk-flow">
      <StepList {...args} />
    </WidgetRoot>
  ),
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing done yet: the first step is the current one, no check mark anywhere. */
export const AllToDo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Step 1 of 4' })).toBeVisible();
    await expect(canvas.queryAllByText('Done')).toHaveLength(0);
  },
};

/** Two steps done, the third showing: their numbers kept, each with its check mark and its words. */
export const SomeDone: Story = {
  args: { missing: ['PHONE', 'IDENTITY'], current: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Done')).toHaveLength(2);
    await expect(canvas.getByText('Confirm your phone number').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** The last step left. */
export const LastStep: Story = { args: { missing: ['IDENTITY'], current: 3 } };

/** Right to left: numbers start each row on the right, the check mark follows the words, unmirrored. */
export const RightToLeft: Story = { args: { missing: ['PHONE', 'IDENTITY'], current: 2 }, globals: { locale: 'ar' } };
