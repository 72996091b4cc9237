/**
 * What makes one refresh happen once across tabs: a Web Lock held while refreshing (so a second
 * tab waits, then sees the new session instead of refreshing again) and a BroadcastChannel that
 * tells the other tabs the outcome at once. Both degrade to no-ops where the browser lacks them.
 */
export interface CrossTab {
  /** Runs `run` while holding the lock `name`: one tab at a time. */
  withLock<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Tells the other tabs. */
  post(message: unknown): void;
  /** Hears the other tabs; returns the function that stops listening. */
  onMessage(listener: (message: unknown) => void): () => void;
  /** Closes the channel. */
  close(): void;
}

export function browserCrossTab(channelName: string): CrossTab {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : undefined;
  const listeners = new Set<(message: unknown) => void>();
  if (channel) channel.onmessage = (event: MessageEvent) => listeners.forEach((listener) => listener(event.data));
  return {
    withLock: <T>(name: string, run: () => Promise<T>): Promise<T> => (locks ? (locks.request(name, run) as Promise<T>) : run()),
    post: (message) => channel?.postMessage(message),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel?.close(),
  };
}
