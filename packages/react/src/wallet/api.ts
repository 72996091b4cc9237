import type { Currency, ExternalAccount, InternalAccount, QuoteApi, QuoteRequest, ScaApi, Transaction, UmaLookup, WalletKitClient } from '../client/types.js';
import { quoteApi } from '../client/types.js';
import type { PayeesApi } from '../payees/payees-store.js';

// UmaLookup is the contract's ReceiverUmaLookupResponse, as the client returns it: never re-declared here.
export type { Currency, ExternalAccount, InternalAccount, Transaction, UmaLookup };

/** Pushed updates (optional): with them a widget reads again when something changed, and polls only while they are down. */
export type LiveApi = { events?: WalletKitClient['events'] };

/** What `<Balance>` uses: the customer's internal accounts. */
export type BalanceApi = Pick<WalletKitClient['accounts'], 'listInternalAccounts'> & LiveApi;

/** What `<TransactionReceipt>` uses: one transaction, read and followed. */
export type ReceiptApi = Pick<WalletKitClient['transactions'], 'getTransaction' | 'watchTransaction'>;

/**
 * What `<Activity>` uses: the history, the accounts and payees that name its rows, the receipt's calls,
 * and (optional) the quote calls that let a payment waiting for approval be approved or sent again from
 * its row; without them such a row offers only to be removed from view.
 */
export type ActivityApi = Pick<WalletKitClient['transactions'], 'listTransactions'> &
  Pick<WalletKitClient['accounts'], 'listInternalAccounts' | 'listExternalAccounts'> &
  ReceiptApi &
  Partial<QuoteApi> &
  LiveApi;

/**
 * What `<SendMoney>` uses: the accounts to send from, the payees, the quote flow, and (optional) the
 * receiver lookup that checks an UMA address before any quote. Without `lookupUmaAddress` the widget
 * offers saved payees only (the provider's client has it).
 */
export type SendMoneyApi = Pick<WalletKitClient['accounts'], 'listInternalAccounts' | 'listExternalAccounts'> &
  QuoteApi &
  Partial<ReceiptApi> & {
    /** Looks an UMA address up before anything is quoted (`GET /receiver/uma/{address}`). */
    lookupUmaAddress?: (umaAddress: string, query: { customerId: string }) => Promise<UmaLookup>;
    /** The payees area's calls: with them, "New payee" adds one inline (its form, proof and trust) and pays it. */
    payees?: PayeesApi;
  };

/**
 * What `<Receive>` uses: the accounts (their own funding details, first) and a realtime-funding quote, with SCA where
 * asked; and (optional) `getQuote` and `getTransaction`, to follow the transfer in until its money has arrived and say who sent it.
 */
export type ReceiveApi = Pick<WalletKitClient['accounts'], 'listInternalAccounts'> &
  Pick<WalletKitClient['quotes'], 'createQuote'> &
  Partial<Pick<WalletKitClient['quotes'], 'getQuote'> & Pick<ReceiptApi, 'getTransaction'>> &
  ScaApi &
  LiveApi & {
    /** The customer's enrolled factors, so the approval says where its text message went (optional). */
    listFactors?: WalletKitClient['sca']['listFactors'];
  };

export const balanceApi = (client: WalletKitClient): BalanceApi => ({ ...client.accounts, events: client.events });
export const receiptApi = (client: WalletKitClient): ReceiptApi => client.transactions;
export const activityApi = (client: WalletKitClient): ActivityApi => ({ ...client.transactions, ...client.accounts, ...quoteApi(client), events: client.events });
export const receiveApi = (client: WalletKitClient): ReceiveApi => ({ ...client.accounts, ...client.quotes, ...client.transactions, listFactors: client.sca.listFactors, events: client.events });

/** The client's calls for SendMoney, the receiver lookup (`GET /receiver/uma/{address}`) among them. */
export const sendMoneyApi = (client: WalletKitClient): SendMoneyApi => ({
  ...client.accounts,
  ...client.transactions,
  ...quoteApi(client),
  lookupUmaAddress: (umaAddress, query) => client.lookups.lookupUma(umaAddress, query),
  payees: client.payees,
});

export type { QuoteRequest };
