import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { onboardingArea } from './area.js';
import { FilePicker } from './FilePicker.js';
import type { OnboardingMessageId } from './messages/en.js';

/** A photo of a document as a phone's camera would give it: a PNG drawn in the page. */
async function photo(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#dfe7f2';
  context.fillRect(0, 0, 320, 200);
  context.fillStyle = '#8a9bb3';
  context.fillRect(20, 30, 90, 120);
  context.fillRect(130, 40, 160, 14);
  context.fillRect(130, 70, 120, 14);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'passport.png', { type: 'image/png' });
}

/** A scanned document: no preview, its name and size instead. */
const scan = () => new File([new Uint8Array(2_400_000)], 'driving licence.pdf', { type: 'application/pdf' });

/** The picker as the identity step uses it, holding the chosen file; `problem` as the step would say it. */
function Picker({ chosen, problem }: { chosen?: File; problem?: OnboardingMessageId }) {
  const t = onboardingArea.useMessages();
  const [file, setFile] = useState<File | undefined>(chosen);
  return <FilePicker label={t('onboarding.identity.file')} accept="application/pdf,image/jpeg,image/png" hint={t('onboarding.identity.fileHint')} problem={problem ? t(problem) : undefined} file={file} onPick={setFile} />;
}

const meta = {
  title: 'Onboarding/FilePicker',
  component: Picker,
  args: {},
  render: (args, { loaded }) => <Picker {...args} {...((loaded as { chosen?: File }).chosen ? { chosen: (loaded as { chosen: File }).chosen } : {})} />,
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: a file from the device, or a photo with the camera. */
export const Empty: Story = {};

/** A photo chosen: its thumbnail, its name and size, Replace and Remove. */
export const PhotoChosen: Story = { loaders: [async () => ({ chosen: await photo() })] };

/** A PDF chosen: no thumbnail, its name and size. */
export const DocumentChosen: Story = { loaders: [() => ({ chosen: scan() })] };

/** Remove takes the file away and offers the camera again. */
export const Removed: Story = {
  loaders: [() => ({ chosen: scan() })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByText('driving licence.pdf')).toBeNull();
    await canvas.findByRole('button', { name: 'Take a photo' });
  },
};

/** Too large: said at once, under the hint. */
export const TooLarge: Story = { args: { problem: 'onboarding.identity.fileTooLarge' }, loaders: [() => ({ chosen: scan() })] };

/** A type the service does not take. */
export const WrongType: Story = { args: { problem: 'onboarding.identity.fileType' } };

export const Dark: Story = { globals: { theme: 'dark' }, loaders: [async () => ({ chosen: await photo() })] };

export const RightToLeft: Story = { globals: { locale: 'ar' }, loaders: [() => ({ chosen: scan() })] };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, loaders: [() => ({ chosen: scan() })] };
