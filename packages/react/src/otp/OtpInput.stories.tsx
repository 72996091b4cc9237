import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useMessages } from '../provider/hooks.js';
import { OtpInput } from './OtpInput.js';

const meta = {
  title: 'Sign-in/OtpInput',
  component: OtpInput,
  args: { onComplete: fn(), onValueChange: fn(), webOtp: false },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Partial: Story = { args: { defaultValue: '123' } };

export const Filled: Story = { args: { defaultValue: '123456' } };

/** Types a code as a user would; onComplete fires once. */
export const TypesAndSubmitsOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

function WrongCodeDemo() {
  const t = useMessages();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(t('otp.error.wrong'));
  return (
    <OtpInput
      value={value}
      onValueChange={(next) => {
        setValue(next);
        if (next) setError(undefined);
      }}
      onComplete={(code) => {
        if (code !== '000000') {
          setError(t('otp.error.wrong'));
          setValue('');
        }
      }}
      error={error}
      webOtp={false}
    />
  );
}

/** After a wrong code: the field is cleared, marked invalid and the error is announced. Try 000000. */
export const WrongCode: Story = { render: () => <WrongCodeDemo /> };

function ExpiredCodeDemo() {
  const t = useMessages();
  return <OtpInput defaultValue="482913" error={t('otp.error.expired')} webOtp={false} />;
}

export const ExpiredCode: Story = { render: () => <ExpiredCodeDemo /> };

export const Disabled: Story = { args: { disabled: true, defaultValue: '12' } };

export const FourDigits: Story = { args: { length: 4 } };

export const Dark: Story = { args: { defaultValue: '1234' }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { args: { defaultValue: '1234' }, globals: { locale: 'ar' } };

export const PseudoLocale: Story = { render: () => <WrongCodeDemo />, globals: { locale: 'en-XA' } };

export const NarrowScreen: Story = { args: { defaultValue: '12' }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
