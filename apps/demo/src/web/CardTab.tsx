import { useCallback, useEffect, useState } from 'react';
import type { Card as CardRecord } from '@wallet-kit/client';
import { useClient, useFormat } from '@wallet-kit/react';
import { CardActivity, CardControls, CardDetails } from '@wallet-kit/react/cards';
import { demoApi } from './api.js';
import { newestPurchase, playPurchase } from './card-purchase.js';
import { ErrorAlert } from './ErrorAlert.js';
import { describeError } from './format.js';
import { useText } from './i18n.js';

/** What the sandbox's card network can play for this card: each a message or two from its simulators. */
type Scenario = 'purchase' | 'partial' | 'refund' | 'frozen';

/**
 * The person's card on their wallet: the kit's `<Card>` (details behind the step-up), `<CardControls>`
 * and `<CardActivity>`, and sandbox buttons that play what a card network sends: a purchase, a hotel
 * stay charged in part, a refund of the last purchase, a purchase on the frozen card.
 */
export function CardTab({ customerId, currency, onSpent }: { customerId: string; currency: string; onSpent: () => void }) {
  const client = useClient();
  const t = useText();
  const format = useFormat();
  const money = (amount: number) => format.amount(amount, { code: currency, decimals: 2 });
  const [card, setCard] = useState<CardRecord>();
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState<Scenario>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      const mine = await demoApi.card();
      // A new card is being issued for a second; read it again once it is.
      setCard(mine.state === 'PROCESSING' ? await new Promise<CardRecord>((done) => setTimeout(() => void client.cards.getCard(mine.id).then(done), 1_500)) : mine);
    } catch (e) {
      setError(describeError(e));
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const purchase = async (amount: number, descriptor: string) =>
    client.sandbox.simulateCardAuthorization(card!.id, { amount, currency: { code: currency }, merchant: { descriptor } });
  const newest = (descriptor: string) => newestPurchase(client, customerId, card!.id, descriptor);

  const play = async (scenario: Scenario) => {
    if (!card) return;
    setBusy(scenario);
    setError(undefined);
    try {
      if (scenario === 'purchase') {
        await playPurchase(client, customerId, card.id, { descriptor: 'BLUE BOTTLE COFFEE', currency, held: 1_250, charged: 1_250 });
      } else if (scenario === 'partial') {
        await playPurchase(client, customerId, card.id, { descriptor: 'HARBOR HOTEL', currency, held: 30_000, charged: 18_000 });
      } else if (scenario === 'refund') {
        const coffee = await newest('BLUE BOTTLE COFFEE');
        if (!coffee?.settledAmount) return setError(t('card.noCoffee'));
        await client.sandbox.simulateCardReturn(card.id, coffee.id, coffee.settledAmount.amount - (coffee.refundedAmount?.amount ?? 0));
      } else {
        if (card.state === 'ACTIVE') setCard(await client.cards.freezeCard(card.id));
        await purchase(999, 'CORNER SHOP');
      }
      setRefresh((n) => n + 1);
      onSpent();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(undefined);
    }
  };

  if (!card) return error ? <ErrorAlert message={error} /> : <p className="muted" role="status">{t('card.loading')}</p>;
  const live = card.state === 'ACTIVE' || card.state === 'FROZEN';
  return (
    <div className="subsection">
      <CardDetails cardId={card.id} card={card} headingLevel={3} />
      <CardControls cardId={card.id} card={card} onChange={setCard} headingLevel={3} />
      {live ? (
        <div className="sandbox-box">
          <p className="muted">{t('card.play')}</p>
          <div className="row">
            <button type="button" className="button small" disabled={busy !== undefined} onClick={() => void play('purchase')}>
              {t('card.coffee', { amount: money(1_250) })}
            </button>
            <button type="button" className="button small" disabled={busy !== undefined} onClick={() => void play('partial')}>
              {t('card.hotel', { charged: money(18_000), held: money(30_000) })}
            </button>
            <button type="button" className="button small" disabled={busy !== undefined} onClick={() => void play('refund')}>
              {t('card.refund')}
            </button>
            <button type="button" className="button small" disabled={busy !== undefined} onClick={() => void play('frozen')}>
              {t('card.frozen')}
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert message={error} />
      <CardActivity customerId={customerId} cardId={card.id} refreshKey={refresh} headingLevel={3} />
    </div>
  );
}
