'use client';

import { useId, useState } from 'react';
import type { EndUserTerms } from '@wallet-kit/client';
import { onboardingArea } from './area.js';

/** The terms step: a link to the End User Terms, a box to tick, and the button that records the acceptance. */
export function TermsPanel({ terms, busy, onAccept }: { terms: EndUserTerms | undefined; busy: boolean; onAccept: () => void }) {
  const t = onboardingArea.useMessages();
  const [agreed, setAgreed] = useState(false);
  const checkId = useId();
  return (
    <form
      className="wk-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) onAccept();
      }}
    >
      <div className="wk-text">{t('onboarding.terms.intro')}</div>
      {terms ? (
        // In a paragraph of its own, the link is as wide as its words: a flex item, it took the row's width, so its
        // focus ring spanned the form and a tap beside it opened the terms.
        <p className="wk-text">
          <a href={terms.url} target="_blank" rel="noopener noreferrer">
            {t('onboarding.terms.read')}
          </a>
        </p>
      ) : null}
      <div className="wk-check">
        <input id={checkId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <label htmlFor={checkId}>{t('onboarding.terms.agree')}</label>
      </div>
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={!agreed || busy || !terms}>
          <span className="wk-button-face">{t('onboarding.terms.accept')}</span>
        </button>
      </div>
    </form>
  );
}
