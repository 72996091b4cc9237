import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ExpiryCountdown, type ExpiryCountdownProps } from './ExpiryCountdown.js';

/** Deadlines relative to when the story opens, so the countdown is live in the browser. */
function Live({ inSeconds, windowSeconds, ...props }: Omit<ExpiryCountdownProps, 'expiresAt'> & { inSeconds: number; windowSeconds?: number }) {
  const [opened] = useState(() => Date.now());
  return (
    <ExpiryCountdown
      {...props}
      expiresAt={opened + inSeconds * 1000}
      startedAt={windowSeconds === undefined ? undefined : opened + (inSeconds - windowSeconds) * 1000}
    />
  );
}

const meta = {
  title: 'Quotes/ExpiryCountdown',
  component: Live,
  args: { inSeconds: 300, windowSeconds: 300, onExpire: fn() },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const WithoutBar: Story = { args: { windowSeconds: undefined } };

/** Crosses the 60, 30 and 10 second thresholds: listen with a screen reader, it speaks only then. */
export const CrossingThresholds: Story = { args: { inSeconds: 65, windowSeconds: 300 } };

export const Closing: Story = { args: { inSeconds: 9, windowSeconds: 300 } };

export const Expired: Story = { args: { inSeconds: 0 } };

export const Dark: Story = { args: { inSeconds: 45 }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { args: { inSeconds: 45 }, globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
