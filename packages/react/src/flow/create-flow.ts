import { classify, type FlowError } from './errors.js';
import { createStore, type StoreApi } from './store.js';

/** Where a flow is in its life: made, attached to a mounted widget, or disposed for good. */
export type Lifecycle = 'new' | 'attached' | 'disposed';

/**
 * A flow's whole state, in its store: what the widget shows (`S`), where the flow is in its life, and
 * what it holds between steps (`H`: a prepared ceremony, a code sign-in under way, an abort controller).
 * Nothing of a flow lives outside its store, so a test or a devtool sees all of it.
 */
export type FlowState<S, H> = S & { readonly lifecycle: Lifecycle; readonly held: H };

/** What a flow's actions are written with. */
export interface FlowTools<S, H> {
  readonly store: StoreApi<FlowState<S, H>>;
  get(): FlowState<S, H>;
  /** Moves the state on. Ignored once disposed: a late answer never repaints a widget that is gone. */
  set(partial: Partial<S>): void;
  /** Changes what the flow holds (merged), with the same rule. */
  hold(partial: Partial<H>): void;
  isDisposed(): boolean;
  now(): number;
  /** Aborts when the flow is disposed: pass it to the calls and watches the flow starts. */
  readonly signal: AbortSignal;
  /** Reports the error to `onError`, then says what it means for a person (refined by the flow where it knows more). */
  fail(error: unknown, refine?: (flow: FlowError) => FlowError): FlowError;
  /** After a 429 (or a lock with a deadline): when the next try may go, epoch ms; undefined for any other error. */
  retryAt(flow: FlowError): number | undefined;
}

export interface FlowSpec<S, H, A> {
  readonly initial: S;
  readonly held: H;
  readonly onError?: ((error: unknown) => void) | undefined;
  readonly now?: (() => number) | undefined;
  /** Starts the flow's work when its widget mounts: once, however often `attach()` is called. */
  start?(tools: FlowTools<S, H>): void;
  /** Lets go of what is held (a prepared ceremony's key, shown secrets) when the flow is disposed. */
  release?(tools: FlowTools<S, H>): void;
  actions(tools: FlowTools<S, H>): A;
}

/** Every flow controller: its store, and the lifecycle React drives (see useFlowController). */
export interface FlowController<S, H> {
  /** The flow's state: `getState()` and `subscribe(listener)`. */
  readonly store: StoreApi<FlowState<S, H>>;
  /** Starts work (fetching, timers). Idempotent: StrictMode attaches, detaches and attaches again. */
  attach(): void;
  /** Stops for good: aborts calls in flight and lets go of what is held. */
  dispose(): void;
}

/** How long to wait after a 429 when nothing says: the service's own default window. */
const DEFAULT_WAIT_SECONDS = 30;

/** The one 429 formula: the wait the error carries (Retry-After, details), else 30 s, from `now`. */
export function waitUntil(flow: FlowError, now: number): number | undefined {
  return flow.kind === 'rate-limited' ? now + (flow.seconds ?? DEFAULT_WAIT_SECONDS) * 1000 : undefined;
}

/**
 * Makes a flow controller: the store with all of the flow's state, attaching and disposing (once
 * each), failing (onError, then a classified FlowError) and retry timing, shared by every widget's flow.
 *
 * @example
 * const flow = createFlow({ initial: { step: 'idle' }, held: {}, actions: ({ set }) => ({ go: () => set({ step: 'done' }) }) });
 * flow.attach(); flow.go(); flow.store.getState().step // 'done'
 */
export function createFlow<S extends object, H extends object, A extends object>(spec: FlowSpec<S, H, A>): FlowController<S, H> & A {
  const now = spec.now ?? Date.now;
  const abort = new AbortController();
  const store = createStore<FlowState<S, H>>(() => ({ ...spec.initial, lifecycle: 'new', held: spec.held }) as FlowState<S, H>);
  const isDisposed = () => store.getState().lifecycle === 'disposed';
  const tools: FlowTools<S, H> = {
    store,
    get: store.getState,
    set(partial) {
      if (!isDisposed()) store.setState(partial as Partial<FlowState<S, H>>);
    },
    hold(partial) {
      if (!isDisposed()) store.setState({ held: { ...store.getState().held, ...partial } } as Partial<FlowState<S, H>>);
    },
    isDisposed,
    now,
    signal: abort.signal,
    fail(error, refine) {
      spec.onError?.(error);
      const flow = classify(error, now());
      return refine ? refine(flow) : flow;
    },
    retryAt: (flow) => waitUntil(flow, now()),
  };
  const actions = spec.actions(tools);
  return {
    ...actions,
    store,
    attach() {
      if (store.getState().lifecycle !== 'new') return;
      store.setState({ lifecycle: 'attached' } as Partial<FlowState<S, H>>);
      spec.start?.(tools);
    },
    dispose() {
      if (isDisposed()) return;
      spec.release?.(tools);
      store.setState({ lifecycle: 'disposed' } as Partial<FlowState<S, H>>);
      abort.abort();
    },
  };
}
