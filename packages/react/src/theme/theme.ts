import type { CSSProperties } from 'react';
import { WidgetError } from '../errors.js';

/** Light, dark, or whichever the person's system prefers (`prefers-color-scheme`). */
export type ThemeMode = 'light' | 'dark' | 'system';

/** Every variable the stylesheet reads; override any of them through the `theme` prop or your own CSS. */
export type ThemeVariable =
  | '--wk-color-bg'
  | '--wk-color-surface'
  | '--wk-color-text'
  | '--wk-color-text-muted'
  | '--wk-color-border'
  | '--wk-color-border-strong'
  | '--wk-color-accent'
  | '--wk-color-accent-text'
  | '--wk-color-focus'
  | '--wk-color-danger'
  | '--wk-color-danger-surface'
  | '--wk-color-success'
  | '--wk-color-warning'
  | '--wk-color-warning-surface'
  | '--wk-color-qr-dark'
  | '--wk-color-qr-light'
  | '--wk-radius-sm'
  | '--wk-radius-md'
  | '--wk-radius-lg'
  | '--wk-font-family'
  | '--wk-font-family-mono'
  | '--wk-font-size-sm'
  | '--wk-font-size-md'
  | '--wk-font-size-lg'
  | '--wk-font-size-code'
  | '--wk-font-weight-strong'
  | '--wk-line-height'
  | '--wk-space-1'
  | '--wk-space-2'
  | '--wk-space-3'
  | '--wk-space-4'
  | '--wk-space-5'
  | '--wk-otp-slot-size'
  | '--wk-focus-ring-width'
  | '--wk-duration';

/**
 * Variable overrides, optionally on top of a mode: `{ mode: 'dark', '--wk-color-accent': '#7c3aed' }`.
 * Overrides apply in every mode; to vary them by mode, target `.wk-root[data-wk-theme="dark"]` in your CSS
 * (any unlayered rule of yours wins over the `wallet-kit` layer).
 */
export type ThemeOverrides = {
  /** The colour scheme; `system` by default. */
  readonly mode?: ThemeMode;
} & { readonly [V in ThemeVariable]?: string };

/** What the `theme` prop takes: a mode, or an object of variable overrides. */
export type Theme = ThemeMode | ThemeOverrides;

export interface ResolvedTheme {
  readonly mode: ThemeMode;
  /** Inline custom properties for the component root; undefined when there is nothing to override. */
  readonly style: CSSProperties | undefined;
}

const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

/**
 * Checks and splits the `theme` prop. Invalid input throws here, when the provider mounts,
 * because a silently ignored variable looks like a stylesheet bug to whoever debugs it.
 */
export function resolveTheme(theme: Theme = 'system'): ResolvedTheme {
  if (typeof theme === 'string') {
    if (!MODES.includes(theme)) throw new WidgetError('INVALID_THEME', `theme: expected 'light', 'dark', 'system' or an object of --wk-* variables, got '${theme}'`);
    return { mode: theme, style: undefined };
  }
  if (typeof theme !== 'object' || theme === null) {
    throw new WidgetError('INVALID_THEME', `theme: expected 'light', 'dark', 'system' or an object of --wk-* variables, got ${String(theme)}`);
  }
  const { mode = 'system', ...variables } = theme;
  if (!MODES.includes(mode)) throw new WidgetError('INVALID_THEME', `theme.mode: expected 'light', 'dark' or 'system', got '${String(mode)}'`);
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (!name.startsWith('--wk-')) throw new WidgetError('INVALID_THEME', `theme: expected 'mode' or a --wk-* variable name, got '${name}'`);
    if (typeof value !== 'string' || value.trim() === '') throw new WidgetError('INVALID_THEME', `theme['${name}']: expected a non-empty CSS value string, got ${JSON.stringify(value)}`);
    style[name] = value;
  }
  return { mode, style: Object.keys(style).length > 0 ? (style as CSSProperties) : undefined };
}
