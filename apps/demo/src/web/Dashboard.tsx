import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Transaction } from '@wallet-kit/client';
import { useClient } from '@wallet-kit/react';
import { Onboarding } from '@wallet-kit/react/onboarding';
import { walletData, type Me, type Payee, type WalletAccount } from './api.js';
import { Activity } from './Activity.js';
import { AddMoney } from './AddMoney.js';
import { CardTab } from './CardTab.js';
import { describeError, money } from './format.js';
import { Security } from './Security.js';
import { Send } from './Send.js';
import { ErrorAlert } from './ErrorAlert.js';

const TABS = [
  { key: 'send', label: 'Send' },
  { key: 'add', label: 'Add money' },
  { key: 'card', label: 'Card' },
  { key: 'security', label: 'Security' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** The signed-in wallet: account card, activity, and the action panels. */
export function Dashboard({ me }: { me: Me }) {
  const customer = me.customer!;
  const walletId = me.walletId!;
  const client = useClient();
  const [wallet, setWallet] = useState<WalletAccount>();
  const [payees, setPayees] = useState<Payee[]>([]);
  const [transactions, setTransactions] = useState<Transaction[]>();
  const [tab, setTab] = useState<Tab>('send');
  const [error, setError] = useState<string>();
  const [funding, setFunding] = useState(false);
  // A new customer sends money only once onboarded (terms, contacts, identity): until then, the Send tab onboards.
  const [onboarded, setOnboarded] = useState<boolean>();
  const id = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const refresh = useCallback(async () => {
    try {
      const [w, t] = await Promise.all([walletData.wallet(client, customer.id), walletData.transactions(client, customer.id)]);
      setWallet(w);
      setTransactions(t);
      setError(undefined);
    } catch (e) {
      setError(describeError(e));
    }
  }, [client, customer.id]);

  useEffect(() => {
    client.onboarding.getOnboarding(customer.id).then((state) => setOnboarded(state.status === 'COMPLETE'), (e: unknown) => setError(describeError(e)));
  }, [client, customer.id]);

  useEffect(() => {
    void refresh();
    walletData.payees(client, customer.id).then(setPayees, (e: unknown) => setError(describeError(e)));
    const timer = setInterval(() => void refresh(), 3000);
    return () => clearInterval(timer);
  }, [refresh, client, customer.id]);

  const fund = async () => {
    setFunding(true);
    try {
      await client.sandbox.fundAccount(walletId, 10_000);
      await refresh();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setFunding(false);
    }
  };

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : undefined;
    if (next === undefined) return;
    const target = TABS[(next + TABS.length) % TABS.length]!;
    setTab(target.key);
    tabRefs.current[target.key]?.focus();
  };

  const currency = wallet?.balance.currency.code ?? (customer.region === 'EU' ? 'EUR' : 'USD');

  return (
    <div className="dashboard">
      <h1 className="visually-hidden">Your wallet</h1>
      <div className="column">
        <section className="card account" aria-labelledby={`${id}-balance`}>
          <div className="account-top">
            <div>
              <h2 id={`${id}-balance`} className="eyebrow">
                Wallet balance
              </h2>
              <p className="balance" aria-live="polite">
                {wallet ? money(wallet.balance.amount, currency, wallet.balance.currency.decimals) : '—'}
              </p>
            </div>
            <span className="pill">{customer.region === 'EU' ? 'EU · SCA' : 'US'}</span>
          </div>
          <dl className="facts">
            <div>
              <dt>Holder</dt>
              <dd>{customer.fullName ?? customer.email}</dd>
            </div>
            <div>
              <dt>UMA address</dt>
              <dd className="mono">{customer.umaAddress}</dd>
            </div>
          </dl>
          <div className="row">
            <button type="button" className="button primary" onClick={() => setTab('send')}>
              Send money
            </button>
            <button type="button" className="button" onClick={() => void fund()} disabled={funding}>
              {funding ? 'Adding…' : `Add ${money(10_000, currency)} test funds`}
            </button>
          </div>
          <ErrorAlert message={error} />
        </section>
        <Activity transactions={transactions} payees={payees} walletId={walletId} onChanged={() => void refresh()} />
      </div>
      <section className="card panel" aria-label="Actions">
        <div className="tabs" role="tablist" aria-label="Actions" onKeyDown={onTabKey}>
          {TABS.map((t) => (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[t.key] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              className="tab"
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="tabpanel">
          {tab === 'send' && onboarded === true ? <Send walletId={walletId} currency={currency} payees={payees} onSent={() => void refresh()} /> : null}
          {tab === 'send' && onboarded === false ? (
            <Onboarding
              customerId={customer.id}
              headingLevel={3}
              redirectUri={location.href}
              // The sandbox's stand-in for the partner's page is served by this demo's back end (see backend/app.ts).
              onVerificationLink={(link) => location.assign(`/api/verification/${encodeURIComponent(link.token ?? '')}`)}
              onComplete={() => setOnboarded(true)}
            />
          ) : null}
          {tab === 'add' ? <AddMoney customerId={customer.id} walletId={walletId} currency={currency} onAdded={() => void refresh()} /> : null}
          {tab === 'card' ? <CardTab customerId={customer.id} currency={currency} onSpent={() => void refresh()} /> : null}
          {tab === 'security' ? <Security me={me} /> : null}
        </div>
      </section>
    </div>
  );
}
