'use client';

import { useContext, type ComponentPropsWithoutRef } from 'react';
import { InsideRootContext, WalletKitContext } from './context.js';

type WidgetRootProps = ComponentPropsWithoutRef<'div'>;

/**
 * The outer element of every widget. The outermost one carries `wk-root`, the theme, `lang` and `dir`;
 * nested widgets render a plain element, so they inherit the outer theme (and its inline overrides)
 * instead of re-declaring the defaults over it.
 */
export function WidgetRoot({ className, style, ...rest }: WidgetRootProps) {
  const inside = useContext(InsideRootContext);
  const { theme, locale, dir } = useContext(WalletKitContext);
  const classes = className || undefined;
  if (inside) return <div className={classes} style={style} {...rest} />;
  return (
    <InsideRootContext.Provider value>
      <div
        className={classes ? `wk-root ${classes}` : 'wk-root'}
        data-wk-theme={theme.mode}
        lang={locale}
        dir={dir}
        style={theme.style || style ? { ...theme.style, ...style } : undefined}
        {...rest}
      />
    </InsideRootContext.Provider>
  );
}
