// What `react` and `react-dom` resolve to inside the script-tag bundle (see build.mjs): Preact's
// compatibility layer, with the few React behaviours the widgets rely on that it does not have.
import './dom-fixes.js';

// @ts-expect-error -- compat's types are one `export =` namespace; its ES module has the named exports this passes on.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { useId } from './use-id.js';
