'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';

function Loading({ className }: { className: string }) {
  const t = useMessages();
  return (
    <WidgetRoot className={className} data-state="loading" aria-busy="true">
      <div className="wk-text wk-muted" role="status">
        {t('common.loading')}
      </div>
    </WidgetRoot>
  );
}

/**
 * A widget whose view loads the first time it renders, as a chunk of its own (as the catalogs do):
 * the wallet's management screens (sign-in methods and sessions, payment approval setup, the recovery
 * phrase) are on few pages and seldom, so a page pays for their markup only when it shows one. Their
 * hooks and stores stay in the main entry. Until the chunk arrives, and on a server, a loading card of
 * the widget's classes stands in.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>, className: string): ComponentType<P> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWidget(props: P) {
    return (
      <Suspense fallback={<Loading className={className} />}>
        <View {...props} />
      </Suspense>
    );
  };
}
