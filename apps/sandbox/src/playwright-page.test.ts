// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { answerIn, type Question } from './playwright-page.js';

// How answerSca tells the last SCA round's success from a flow that failed where the challenge was, read in a page
// whose widgets sit in an open shadow root (as the script-tag elements render them). The browser run is
// packages/embed/src/test-kit.browser.test.ts; these are the endings a sandbox does not reach on demand.

let main: HTMLElement;

beforeEach(() => {
  document.body.replaceChildren();
  const host = document.body.appendChild(document.createElement('wallet-kit-send-money'));
  main = host.attachShadow({ mode: 'open' }) as unknown as HTMLElement;
});

const after = () => answerIn(JSON.stringify({ ask: 'after' } satisfies Question));

describe('what follows the last SCA round, across a shadow root', () => {
  it.each<[behaviour: string, page: string, answer: string | false]>([
    ["'authorized' when SendMoney shows its receipt", '<div class="wk-send" data-state="receipt"><div class="wk-send-done" data-outcome="sent"></div></div>', 'authorized'],
    ["'authorized' when the confirmation goes on to the payment", '<div class="wk-confirm" data-state="processing"></div>', 'authorized'],
    ["an error with the flow's words when the confirmation gives way to an error", '<div class="wk-confirm" data-state="error"><div class="wk-error">This payment could not be sent.</div></div>', 'error:This payment could not be sent.'],
    ["an error with the flow's words when SendMoney gives way to an error", '<div class="wk-send" data-state="error"><div class="wk-error">Your accounts could not be read.</div></div>', 'error:Your accounts could not be read.'],
    ["'gone' when nothing follows the challenge", '', 'gone'],
    ['no answer yet (it waits) while the confirmation still executes', '<div class="wk-confirm" data-state="executing"></div>', false],
    ["'answer' when the next round's challenge is back", '<div class="wk-confirm" data-state="authorizing"><div class="wk-sca" data-state="answer"></div></div>', 'answer'],
  ])('is %s', (_behaviour, page, answer) => {
    main.innerHTML = page;
    expect(after()).toBe(answer);
  });
});
