import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardNotYet } from './CardNotYet.js';
import { DEMO_TEXT } from './i18n.js';

// Issue 20, finding 10: the card tab before onboarding was a dead end (a refusal about KYC, nothing to press).
describe('the card tab before onboarding is complete', () => {
  it('says what a card needs and offers the way there', () => {
    const html = renderToStaticMarkup(createElement(CardNotYet, { onStart: () => undefined }));
    for (const id of ['card.notYet.title', 'card.notYet.body', 'card.notYet.terms', 'card.notYet.identity'] as const) expect(html).toContain(DEMO_TEXT.en[id].replace(/'/g, '&#x27;'));
    expect(html).toMatch(/<button type="button"[^>]*>Finish setting up<\/button>/);
    expect(html).not.toMatch(/KYC|APPROVED|UNVERIFIED/);
  });

  it('is worded in every language of the demo', () => {
    for (const [locale, text] of Object.entries(DEMO_TEXT)) {
      if (locale === 'en') continue;
      for (const id of ['card.notYet.title', 'card.notYet.body', 'card.notYet.start'] as const) expect(text[id], `${locale} ${id}`).not.toBe(DEMO_TEXT.en[id]);
    }
  });
});
