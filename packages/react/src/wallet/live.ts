import type { FlowTools } from '../flow/create-flow.js';

/**
 * Runs `refresh` every `intervalMs` and whenever the page comes back into view (a phone unlocked, a
 * tab shown again), until the flow is disposed: the wallet's lists stay current without a push channel.
 */
export function keepFresh<S, H>(flow: FlowTools<S, H>, refresh: () => void, intervalMs: number): void {
  if (typeof window === 'undefined' || intervalMs <= 0) return;
  const timer = setInterval(refresh, intervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', refresh);
  flow.signal.addEventListener('abort', () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', refresh);
  });
}
