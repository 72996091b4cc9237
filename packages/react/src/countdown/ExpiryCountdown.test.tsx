import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { PSEUDO_LOCALE } from '../i18n/catalog.js';
import { ExpiryCountdown } from './ExpiryCountdown.js';

const start = Date.parse('2025-10-13T12:00:00Z');
let clock = start;
const now = () => clock;

// The injected clock and the fake timers move together, as real time would.
function advance(ms: number) {
  act(() => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  });
}

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('ExpiryCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clock = start;
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time left as a clock that follows the absolute deadline', async () => {
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 125_000} now={now} />);
    expect(screen.getByRole('timer').textContent).toBe('2:05');
    advance(5_000);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(screen.getByText('Quote expires in')).toBeDefined();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('announces only when a threshold is crossed, not every second', () => {
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 65_000} now={now} thresholds={[60, 10]} />);
    const region = liveRegion(container);
    expect(region.textContent).toBe('');
    advance(4_000);
    expect(region.textContent).toBe('');
    advance(1_000);
    expect(region.textContent).toBe('1 minute left to confirm.');
    advance(20_000);
    expect(region.textContent).toBe('1 minute left to confirm.');
    advance(30_000);
    expect(region.textContent).toBe('10 seconds left to confirm.');
  });

  it('does not announce the threshold already passed when it appears', () => {
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 45_000} now={now} />);
    expect(liveRegion(container).textContent).toBe('');
    advance(15_000);
    expect(liveRegion(container).textContent).toBe('30 seconds left to confirm.');
  });

  it('marks the last seconds as closing', () => {
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 12_000} now={now} closingSeconds={10} />);
    const root = container.querySelector('.wk-countdown')!;
    expect(root.getAttribute('data-state')).toBe('running');
    advance(2_000);
    expect(root.getAttribute('data-state')).toBe('closing');
  });

  it('says the quote expired, announces it and calls onExpire once', async () => {
    const onExpire = vi.fn();
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 3_000} now={now} onExpire={onExpire} />);
    advance(3_000);
    expect(container.querySelector('.wk-countdown')!.getAttribute('data-state')).toBe('expired');
    expect(screen.getAllByText('This quote has expired.')).toHaveLength(2); // shown, and in the live region
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('catches up when the tab becomes visible again after its timers were throttled', () => {
    renderWithKit(<ExpiryCountdown expiresAt={start + 120_000} now={now} />);
    clock += 100_000;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(screen.getByRole('timer').textContent).toBe('0:20');
  });

  it('draws the bar of time left when it knows when the window opened', () => {
    const { container } = renderWithKit(<ExpiryCountdown expiresAt={start + 100_000} startedAt={start - 100_000} now={now} />);
    const bar = container.querySelector<HTMLElement>('.wk-countdown-bar')!;
    expect(bar.style.transform).toBe('scaleX(0.5)');
  });

  it('renders a stable placeholder on the server, where the time left is unknown', () => {
    const html = renderToString(<ExpiryCountdown expiresAt={start + 60_000} now={now} />);
    expect(html).toContain('data-state="pending"');
    expect(html).toContain('–:––');
  });

  it('shows no raw English in the pseudo-locale, running or expired', () => {
    const running = renderWithKit(<ExpiryCountdown expiresAt={start + 65_000} now={now} />, { locale: PSEUDO_LOCALE });
    advance(5_000);
    expectNoRawEnglish(running.container);
    running.unmount();
    const expired = renderWithKit(<ExpiryCountdown expiresAt={start} now={now} />, { locale: PSEUDO_LOCALE });
    expectNoRawEnglish(expired.container);
  });
});
