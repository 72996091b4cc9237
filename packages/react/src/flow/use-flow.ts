import { useEffect, useState } from 'react';

/** A flow controller's lifecycle as React sees it. */
export interface Attachable {
  /** Starts work (fetching, timers). Idempotent: StrictMode attaches, detaches and attaches again. */
  attach(): void;
  /** Stops for good: abort calls in flight, forget prepared ceremonies. */
  dispose(): void;
}

/**
 * Makes a flow controller once per mounted component and attaches it. StrictMode's simulated
 * unmount would otherwise dispose a controller that React then keeps using, and run its first call
 * twice; disposal waits a task instead, and the re-attach cancels it. A real unmount disposes.
 */
export function useFlowController<C extends Attachable>(create: () => C): C {
  const [controller] = useState(create);
  useEffect(() => {
    const pending = disposals.get(controller);
    if (pending !== undefined) {
      clearTimeout(pending);
      disposals.delete(controller);
    }
    controller.attach();
    return () => {
      disposals.set(
        controller,
        setTimeout(() => {
          disposals.delete(controller);
          controller.dispose();
        }, 0),
      );
    };
  }, [controller]);
  return controller;
}

const disposals = new WeakMap<object, ReturnType<typeof setTimeout>>();
