import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DetailsPanel } from './DetailsPanel.js';

// The details step alone: a labelled control for each detail the service named as missing.

const meta = {
  title: 'Onboarding/DetailsPanel',
  component: DetailsPanel,
  args: { asked: ['fullName', 'birthDate', 'nationality', 'address', 'identifier'], busy: false, onSave: fn(), onBack: fn() },
} satisfies Meta<typeof DetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the kit can ask, as for a customer the integrator created with no details. */
export const AllDetails: Story = {};

/** Only the address was missing: nothing else is asked. */
export const AddressOnly: Story = { args: { asked: ['address'] } };

/** The address's country starts from what is known (the nationality). */
export const CountryKnown: Story = { args: { asked: ['nationality', 'address'], known: { nationality: 'FR', country: 'FR' } } };

/** Save with nothing filled in: each empty field says so, and focus goes to the first. */
export const MissingOnSave: Story = {
  args: { asked: ['fullName', 'birthDate'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByLabelText('Full name')).toHaveFocus();
    await expect(canvas.getAllByText('Fill this in to continue.')).toHaveLength(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A number that is not nine digits, said as the person leaves the field. */
export const WrongIdentifier: Story = {
  args: { asked: ['identifier'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '12345');
    await userEvent.tab();
    await canvas.findByText('Enter the nine digits, such as 123-45-6789.');
  },
};

/** Being saved: the button waits. */
export const Saving: Story = { args: { asked: ['fullName'], busy: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
