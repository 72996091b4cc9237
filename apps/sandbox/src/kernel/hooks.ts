/**
 * A point where one area lets others hook in, so that the area called never imports its callers (the
 * ledger's `observe` is the model). Each sandbox keeps its own registrations: they are held per
 * kernel, and an area registers its hooks from its registration's `hooks` (`platform/area.ts`).
 *
 * @example
 * const concluded = new HookPoint<(tx: TransactionRecord) => void>('a payment concluded');
 * concluded.register(k, (tx) => markQuote(tx));   // in the quotes area
 * for (const hook of concluded.all(k)) hook(saved); // in the transactions area
 */
export class HookPoint<H> {
  private readonly registered = new WeakMap<object, H[]>();

  constructor(
    /** What the point is, for the error when a hook that must be there is missing. */
    readonly name: string,
  ) {}

  /** Adds a hook for this sandbox; hooks run in the order they were registered. */
  register(k: object, hook: H): void {
    const hooks = this.registered.get(k);
    if (hooks) hooks.push(hook);
    else this.registered.set(k, [hook]);
  }

  /** Every hook registered for this sandbox, oldest first. */
  all(k: object): readonly H[] {
    return this.registered.get(k) ?? [];
  }

  /** The one hook this point needs; a sandbox started without it is a programming error. */
  one(k: object): H {
    const hooks = this.all(k);
    if (hooks.length !== 1) throw new Error(`sandbox: expected one hook for ${this.name}, found ${hooks.length}`);
    return hooks[0]!;
  }
}
