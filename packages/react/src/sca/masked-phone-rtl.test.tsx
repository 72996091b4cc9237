import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_NOW, challenge, pending } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { ScaApi } from '../client/types.js';
import { loadScaView, ScaChallenge } from './ScaChallenge.js';

// Issue 20, item 7 in Arabic (already right when this test was written; it keeps it so): "We sent it by text message to ••• ••• ••12" must keep the masked number in
// its own left-to-right order inside right-to-left text. It is isolated (U+2068 ... U+2069, what <bdi>
// does): with no strong letter in it, the isolate runs left to right whatever surrounds it.

await loadScaView();

const FSI = '\u2068';
const PDI = '\u2069';
const first = pending('Quote:1', challenge('ScaChallenge:1', { purpose: 'CURRENCY_CONVERSION' }));
const second = pending('Quote:1', challenge('ScaChallenge:2', { purpose: 'PAYOUT' }));
const phone = [{ factor: 'SMS_OTP', name: '••• ••• ••12' }] as never;

/** The step's sentence that names where the code went. */
const sentence = () => [...document.querySelectorAll('.wk-sca .wk-text')].map((node) => node.textContent ?? '').find((text) => text.includes('12'));

/** The masked number whole inside one isolate, and nothing of it outside. */
function expectIsolated(text: string | undefined): void {
  expect(text).toBeDefined();
  const isolates = text!.match(new RegExp(`${FSI}[^${PDI}]*${PDI}`, 'g')) ?? [];
  expect(isolates.map((isolate) => isolate.replace(/\u00a0/g, ' '))).toContain(`${FSI}••• ••• ••12${PDI}`);
  expect(text!.replace(new RegExp(`${FSI}[^${PDI}]*${PDI}`, 'g'), '')).not.toMatch(/[•\d]/);
}

describe('the masked phone number in an Arabic SCA step', () => {
  it('is isolated in the first round and in a later one, and the step stays axe-clean', async () => {
    const api = {
      authorizeQuote: vi.fn(async () => second),
      getQuote: vi.fn(async () => first),
      resendScaCode: vi.fn(async () => undefined),
    } satisfies ScaApi;
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} factors={phone} payee="Paul Martin" now={() => BASE_NOW + 1_000} />, { locale: 'ar' });
    expect(container.closest('[dir="rtl"]') ?? container.querySelector('[dir="rtl"]')).not.toBeNull();
    expectIsolated(sentence());
    await expectNoAxeViolations(container);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: '123456' } });
    await vi.waitFor(() => expect(sentence()).toContain('لأمانك'));
    expectIsolated(sentence());
    await expectNoAxeViolations(container);
  });
});
