import { walletArea } from './area.js';
import { enViews } from './messages/en-views.js';

// The wallet's views that load on demand, in one chunk (as ../flow/lazy-views.ts does for the main entry's):
// sending, receiving, and a history row opened in place. One chunk rather than three keeps what they share
// (the step headings, the focus and history helpers) in one piece, out of the area's entry; their English
// comes with them.
walletArea.addEnglish(enViews);

export { ActivityDetail } from './ActivityDetail.js';
export { ReceiveView } from './ReceiveView.js';
export { SendMoneyView } from './SendMoneyView.js';
