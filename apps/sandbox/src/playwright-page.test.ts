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
  it("is 'authorized' when SendMoney shows its receipt, or the confirmation goes on to the payment", () => {
    main.innerHTML = '<div class="wk-send" data-state="receipt"><div class="wk-send-done" data-outcome="sent"></div></div>';
    expect(after()).toBe('authorized');
    main.innerHTML = '<div class="wk-confirm" data-state="processing"></div>';
    expect(after()).toBe('authorized');
  });

  it("is an error with the flow's words when the step gives way to an error, and 'gone' when nothing follows", () => {
    main.innerHTML = '<div class="wk-confirm" data-state="error"><div class="wk-error">This payment could not be sent.</div></div>';
    expect(after()).toBe('error:This payment could not be sent.');
    main.innerHTML = '<div class="wk-send" data-state="error"><div class="wk-error">Your accounts could not be read.</div></div>';
    expect(after()).toBe('error:Your accounts could not be read.');
    main.innerHTML = '';
    expect(after()).toBe('gone');
  });

  it("waits while the confirmation still works, and is 'answer' when the next round's challenge is back", () => {
    main.innerHTML = '<div class="wk-confirm" data-state="executing"></div>';
    expect(after()).toBe(false);
    main.innerHTML = '<div class="wk-confirm" data-state="authorizing"><div class="wk-sca" data-state="answer"></div></div>';
    expect(after()).toBe('answer');
  });
});
