/**
 * @wallet-kit/react/wallet: the wallet itself, for a phone first: balances, the payment history,
 * receipts, sending and receiving. An area of its own (its code and messages load apart from the
 * main entry's widgets); wrap it in the same <WalletKitProvider>.
 */
export { walletArea } from './area.js';
export type { WalletMessageId, WalletMessages } from './messages/en.js';
export type { ActivityApi, BalanceApi, ReceiptApi, ReceiveApi, SendMoneyApi, UmaLookup } from './api.js';
export { Balance, useBalance, type BalanceProps, type UseBalanceOptions } from './Balance.js';
export { createBalance, type BalanceController, type BalanceOptions, type BalanceState, type BalanceStep } from './balance-store.js';
export { Activity, useActivity, type ActivityProps, type UseActivityOptions } from './Activity.js';
export { createActivity, type ActivityController, type ActivityFilter, type ActivityOptions, type ActivityState } from './activity-store.js';
export { TransactionReceipt, type TransactionReceiptProps } from './TransactionReceipt.js';
export { SendMoney, useSendMoney, type PayeePickerProps, type SendMoneyProps, type SendPayee, type SendPayeePickerProps, type UseSendMoneyOptions } from './SendMoney.js';
export { createSendMoney, type SendOptions, type SendState, type SendStep } from './send-store.js';
export { Receive, useReceive, type ReceiveProps, type UseReceiveOptions } from './Receive.js';
export { createReceive, type ReceiveOptions, type ReceiveState, type ReceiveStep } from './receive-store.js';
export { parseAmount } from './amount-input.js';
