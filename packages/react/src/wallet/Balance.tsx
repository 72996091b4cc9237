'use client';

import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFlow } from '../flow/use-flow.js';
import { useErrorText } from '../i18n/error-text.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { balanceApi, type BalanceApi, type InternalAccount } from './api.js';
import { walletArea } from './area.js';
import { Row } from './Row.js';
import { useRefreshKey } from './use-refresh-key.js';
import { createBalance, type BalanceController, type BalanceOptions, type BalanceState } from './balance-store.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Options of {@link useBalance}. */
export interface UseBalanceOptions extends Omit<BalanceOptions, 'api'> {
  /** The calls to use; the provider's client's `accounts` by default. */
  readonly api?: BalanceApi;
}

/** The customer's balances, headless. @example const { accounts } = useBalance({ customerId }); */
export function useBalance(options: UseBalanceOptions): BalanceState & Pick<BalanceController, 'reload'> {
  return useFlow(createBalance, options, useApi(options.api, balanceApi, '<Balance>'));
}

/** Props of {@link Balance}: the options of {@link useBalance}, and how the widget sits in the page. */
export interface BalanceProps extends UseBalanceOptions {
  /** Change it to read the balances again at once (after your app moved money); they are read on a timer anyway. */
  readonly refreshKey?: string | number;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** What is in an account: spendable now, on its way (pending), and both together, in the account's currency. */
function AccountBalance({ account, level }: { account: InternalAccount; level: number }) {
  const w = walletArea.useMessages();
  const format = useFormat();
  const id = useId();
  const { balance, totalBalance } = account;
  const pending = totalBalance.amount - balance.amount;
  const name = account.type === 'EMBEDDED_WALLET' ? w('wallet.balance.wallet') : w('wallet.balance.account', { currency: balance.currency.code ?? '' });
  return (
    <section className="wk-balance-account" aria-labelledby={id} data-account={account.id}>
      <div id={id} className="wk-label" role="heading" aria-level={level}>
        {name}
      </div>
      <div className="wk-balance-amount">
        <span className="wk-visually-hidden">{w('wallet.balance.available')}: </span>
        {format.amount(balance.amount, balance.currency)}
      </div>
      {pending !== 0 ? (
        <dl className="wk-list">
          <Row term={w('wallet.balance.pending')}>{format.amount(pending, balance.currency)}</Row>
          <Row term={w('wallet.balance.total')}>{format.amount(totalBalance.amount, totalBalance.currency)}</Row>
        </dl>
      ) : null}
    </section>
  );
}

/** What can be spent now in all the accounts together, one sum per currency. */
function totalsOf(accounts: readonly InternalAccount[]): { amount: number; currency: InternalAccount['balance']['currency'] }[] {
  const sums = new Map<string, { amount: number; currency: InternalAccount['balance']['currency'] }>();
  for (const { balance } of accounts) {
    const code = balance.currency.code ?? '';
    const sum = sums.get(code);
    sums.set(code, { amount: (sum?.amount ?? 0) + balance.amount, currency: balance.currency });
  }
  return [...sums.values()];
}

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function BalanceView({ headingLevel = 2, className, refreshKey, ...options }: BalanceProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const flow = useBalance(options);
  useRefreshKey(refreshKey, () => void flow.reload());
  const titleId = useId();
  const error = useErrorText(flow.error);
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-balance" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.balance.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}
      {flow.accounts.length > 1 ? (
        <div className="wk-balance-total wk-flow">
          <div className="wk-label">{w('wallet.balance.overall')}</div>
          {totalsOf(flow.accounts).map((total) => (
            <div key={total.currency.code} className="wk-balance-amount">
              {format.amount(total.amount, total.currency)}
            </div>
          ))}
        </div>
      ) : null}
      <div className="wk-balance-accounts" aria-live="polite">
        {flow.accounts.map((account) => (
          <AccountBalance key={account.id} account={account} level={Math.min(6, headingLevel + 1)} />
        ))}
      </div>
      {flow.step === 'ready' && flow.accounts.length === 0 ? <div className="wk-text wk-muted">{w('wallet.balance.empty')}</div> : null}
      <ErrorText message={error} />
      {flow.step === 'error' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => void flow.reload()}>
            <span className="wk-button-face">{t('confirm.retry')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}

/**
 * The customer's balances: with more than one account, first the total that can be spent (one sum per
 * currency), then each account: what can be spent now and, where money is on its way, what is pending
 * and the total. Read again every 15 s and when the page is shown again; changes are announced politely.
 *
 * @example <Balance customerId={customer.id} />
 */
export const Balance = signedInOnly(BalanceView, 'wk-flow wk-balance');
