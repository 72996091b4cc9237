import { useEffect, useRef } from 'react';
import { useText } from './i18n.js';

/**
 * The card tab before onboarding is complete: what a card needs (the terms and an identity check, as the
 * card's issuer asks of every cardholder) and the way there, instead of a refusal with nothing to press.
 */
export function CardNotYet({ onStart }: { onStart: () => void }) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLDivElement>(null);
  // The tab's content changed under the person's hand: its heading says where they are, and the whole of it, the
  // way forward included, is brought into view (below the balance, a 320 x 640 phone left the button off screen).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div className="subsection" ref={section}>
      <h3 ref={heading} tabIndex={-1}>
        {t('card.notYet.title')}
      </h3>
      <p>{t('card.notYet.body')}</p>
      <ul>
        <li>{t('card.notYet.terms')}</li>
        <li>{t('card.notYet.identity')}</li>
      </ul>
      <button type="button" className="button primary" onClick={onStart}>
        {t('card.notYet.start')}
      </button>
    </div>
  );
}
