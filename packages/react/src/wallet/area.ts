import { defineArea } from '../areas/define-area.js';
import { en } from './messages/en.js';
import { loaders } from './messages/loaders.js';

/** The wallet area (Balance, Activity, TransactionReceipt, SendMoney, Receive): its messages in every language. */
export const walletArea = defineArea('wallet', { en, load: loaders });
