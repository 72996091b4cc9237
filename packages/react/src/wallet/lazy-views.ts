// The wallet's views that load on demand, in one chunk (as ../flow/lazy-views.ts does for the main entry's):
// sending, receiving, and a history row opened in place. One chunk rather than three keeps what they share
// (the step headings, the focus and history helpers) in one piece, out of the area's entry; their English
// comes with them (./views-english.ts, imported by each view: the package declares no side effects, so a call
// here, in a module that only re-exports, is dropped by bundlers).

export { ActivityDetail } from './ActivityDetail.js';
export { ReceiveView } from './ReceiveView.js';
export { SendMoneyView } from './SendMoneyView.js';
