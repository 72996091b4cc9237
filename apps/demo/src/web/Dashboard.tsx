import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Transaction } from '@wallet-kit/client';
import { useClient, useFormat } from '@wallet-kit/react';
import { Onboarding } from '@wallet-kit/react/onboarding';
import { Activity, Balance, SendMoney } from '@wallet-kit/react/wallet';
import type { Me } from './api.js';
import { CardNotYet } from './CardNotYet.js';
import { CardTab } from './CardTab.js';
import { ErrorAlert } from './ErrorAlert.js';
import { useFocusWhenLost } from './focus.js';
import { describeError } from './format.js';
import { useText, type DemoTextId } from './i18n.js';
import { PickPayee } from './PickPayee.js';
import { ReceiveTab } from './ReceiveTab.js';
import { Security } from './Security.js';

const TABS = [
  { key: 'send', label: 'dashboard.send' },
  { key: 'receive', label: 'dashboard.receive' },
  { key: 'card', label: 'dashboard.card' },
  { key: 'security', label: 'dashboard.security' },
] as const satisfies readonly { key: string; label: DemoTextId }[];
type Tab = (typeof TABS)[number]['key'];

/**
 * The signed-in wallet, phone first: the balance, then the actions (send, receive, card, security),
 * then the history; on a wide screen the actions take a column of their own beside the other two. The
 * balance, history, sending and receiving are the kit's wallet widgets; the demo adds only the
 * sandbox's buttons (test funds, a bank transfer arriving, a bank return). Sending turns the browser's
 * Back into the flow's (`history`), and on a phone a payment under way takes the whole screen.
 */
export function Dashboard({ me }: { me: Me }) {
  const t = useText();
  const format = useFormat();
  const customer = me.customer!;
  const walletId = me.walletId!;
  const client = useClient();
  const [tab, setTab] = useState<Tab>('send');
  const [error, setError] = useState<string>();
  const [funding, setFunding] = useState(false);
  // Money moved through the demo: the balance, the history and the send form read again at once.
  const [moved, setMoved] = useState(0);
  // A new customer sends money only once onboarded (terms, contacts, identity): until then, the Send tab onboards.
  const [onboarded, setOnboarded] = useState<boolean>();
  // A payment past choosing whom to pay, to its success screen: on a phone the flow takes the screen (styles.css);
  // "Send another payment" brings the balance back. With the balance back on success, "Payment sent" sat under
  // the sticky action at 320 x 640.
  const [sending, setSending] = useState(false);
  const id = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const changed = () => setMoved((n) => n + 1);
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(title);

  useEffect(() => {
    client.onboarding.getOnboarding(customer.id).then((state) => setOnboarded(state.status === 'COMPLETE'), (e: unknown) => setError(describeError(e)));
  }, [client, customer.id]);

  const currency = customer.region === 'EU' ? 'EUR' : 'USD';

  const fund = async () => {
    if (funding) return;
    setFunding(true);
    setError(undefined);
    try {
      await client.sandbox.fundAccount(walletId, 10_000);
      changed();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setFunding(false);
    }
  };

  const bankReturn = async (transactionId: string) => {
    setError(undefined);
    try {
      await client.sandbox.bankReturn(transactionId);
      changed();
    } catch (e) {
      setError(describeError(e));
    }
  };

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((item) => item.key === tab);
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next = event.key === forward ? index + 1 : event.key === backward ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!;
    setTab(target.key);
    tabRefs.current[target.key]?.focus();
  };

  // A payout that completed can still come back from the bank: the sandbox plays that from its receipt.
  const receiptActions = (transaction: Transaction) => {
    const row = transaction as Transaction & { type?: string; status?: string; destination?: { accountId?: string } };
    if (row.type !== 'OUTGOING' || row.status !== 'COMPLETED' || row.destination?.accountId === walletId) return null;
    return (
      <button type="button" className="wk-button" onClick={() => void bankReturn(transaction.id)}>
        <span className="wk-button-face">{t('sandbox.return')}</span>
      </button>
    );
  };

  return (
    // On a phone, onboarding is the whole screen too: a balance of nothing above it pushed its action off screen.
    <div className="dashboard" data-sending={tab === 'send' && (sending || onboarded === false)}>
      <h1 ref={title} tabIndex={-1} className="visually-hidden">
        {t('dashboard.title')}
      </h1>
      <div className="summary">
        <Balance customerId={customer.id} refreshKey={moved} className="raised" />
        <div className="quick">
          <span className="pill">
            <span className="visually-hidden">{t('dashboard.region')}: </span>
            {customer.region === 'EU' ? t('dashboard.regionEu') : t('dashboard.regionUs')}
          </span>
          {/* aria-disabled, not disabled: a disabled button drops focus to the page's body, and the person with it. */}
          <button type="button" className="button" onClick={() => void fund()} aria-disabled={funding}>
            {funding ? t('dashboard.funding') : t('dashboard.fund', { amount: format.amount(10_000, { code: currency, decimals: 2 }) })}
          </button>
        </div>
        <ErrorAlert message={error} />
      </div>
      <section className="card panel actions" aria-labelledby={`${id}-actions`}>
        <h2 id={`${id}-actions`} className="visually-hidden">
          {t('dashboard.actions')}
        </h2>
        <div className="tabs" role="tablist" aria-labelledby={`${id}-actions`} onKeyDown={onTabKey}>
          {TABS.map((item) => (
            <button
              key={item.key}
              ref={(el) => {
                tabRefs.current[item.key] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={tab === item.key}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={tab === item.key ? 0 : -1}
              className="tab"
              onClick={() => setTab(item.key)}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="tabpanel">
          {tab === 'send' && onboarded === true ? <SendMoney
              customerId={customer.id}
              refreshKey={moved}
              history
              trustPayees={customer.region === 'EU'}
              onStepChange={(step) => setSending(step === 'newPayee' || step === 'amount' || step === 'review' || step === 'receipt')}
              headingLevel={3}
              onSent={changed}
              className="flat"
              renderPayeePicker={(picker) => <PickPayee customerId={picker.customerId} onSelectAccount={picker.onSelectAccount} />}
            /> : null}
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
          {tab === 'receive' ? <ReceiveTab customerId={customer.id} umaAddress={customer.umaAddress} onArrived={changed} /> : null}
          {tab === 'card' && onboarded === true ? <CardTab customerId={customer.id} currency={currency} onSpent={changed} /> : null}
          {tab === 'card' && onboarded === false ? <CardNotYet onStart={() => setTab('send')} /> : null}
          {tab === 'security' ? <Security me={me} /> : null}
        </div>
      </section>
      <Activity customerId={customer.id} refreshKey={moved} receiptActions={receiptActions} className="history raised" />
    </div>
  );
}
