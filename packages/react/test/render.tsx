import { cleanup, render, waitFor, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { ar } from '../src/i18n/locales/ar.js';
import { fr } from '../src/i18n/locales/fr.js';
import { loadCatalog, PSEUDO_LOCALE } from '../src/i18n/load.js';
import { WalletKitProvider, type WalletKitProviderProps } from '../src/provider/WalletKitProvider.js';

// The dom project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The pseudo-locale loads on demand, like a catalog: loaded once here, tests render it from the first paint.
await loadCatalog(PSEUDO_LOCALE);

export type KitOptions = Omit<WalletKitProviderProps, 'children'>;

/**
 * Renders inside the provider (with the French and Arabic catalogs) and React.StrictMode, as an
 * integrator's app would in development.
 * StrictMode is the root element on purpose: React 19 double-invokes effects only when it is, and not
 * when it sits inside Testing Library's `wrapper` component.
 */
export function renderWithKit(ui: ReactElement, options: KitOptions = {}): RenderResult {
  const wrap = (element: ReactNode) => (
    <StrictMode>
      <WalletKitProvider catalogs={{ fr, ar }} {...options}>
        {element}
      </WalletKitProvider>
    </StrictMode>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

/**
 * renderWithKit, then waits for widgets whose view loads on demand (the management widgets) to
 * replace their loading card, so a test starts from the widget itself.
 */
export async function renderLoaded(ui: ReactElement, options: KitOptions = {}): Promise<RenderResult> {
  const result = renderWithKit(ui, options);
  await waitFor(() => expect(result.container.querySelector('[aria-busy="true"]')).toBeNull());
  return result;
}

/**
 * Runs axe-core on what was rendered and fails with each violation's rule and target.
 * color-contrast is off here only because jsdom computes no layout or colours; the Storybook
 * stories are where contrast is checked, in a real browser.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  // axe-core schedules its own timers: under fake timers it would wait forever.
  if (vi.isFakeTimers()) throw new Error('expectNoAxeViolations: call vi.useRealTimers() first; axe-core needs real timers');
  // A country select's 249 options cost jsdom seconds each run and carry no rule of their own (the select's name is checked).
  const results = await axe.run({ include: [container], exclude: [['select > option']] } as unknown as Element, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(found).toEqual([]);
}
