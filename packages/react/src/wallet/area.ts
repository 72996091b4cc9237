import { defineArea } from '../areas/define-area.js';
import { enCore } from './messages/en-core.js';
import type { WalletMessages } from './messages/en.js';
import { loaders } from './messages/loaders.js';

/**
 * The wallet area (Balance, Activity, TransactionReceipt, SendMoney, Receive): its messages in every language.
 * Its English starts with what the entry's widgets say; the on-demand views add theirs when their chunk
 * arrives (lazy-views.ts), hence a copy the area can extend.
 */
export const walletArea = defineArea('wallet', { en: { ...enCore } as WalletMessages, load: loaders });
