import { describe, expect, it } from 'vitest';
import { SANDBOX_SMS_CODE } from '../../../sandbox/src/modules/sca/challenges.js';
import { SANDBOX_CONTACT_CODE } from '../../../sandbox/src/modules/contact-verification/service.js';
import { SANDBOX_OTP_CODE } from '../../../sandbox/src/modules/wallet-auth/otp.js';
import { SANDBOX_CODES } from './codes.js';
import { DEMO_TEXT, demoText } from './i18n.js';

// Findings 11 and 15 of issue 20: onboarding's codes were 123456 while the landing page said 000000,
// and the landing page spoke in jargon ("sealed one-time codes", "self-custodied", "Strong Customer Authentication").
describe('the landing page', () => {
  it('tells one code story that the sandbox keeps: one code to sign in, one for every other code', () => {
    expect(SANDBOX_CODES.signIn).toBe(SANDBOX_OTP_CODE);
    expect([SANDBOX_CONTACT_CODE, SANDBOX_SMS_CODE]).toEqual([SANDBOX_CODES.confirm, SANDBOX_CODES.confirm]);
    const line = demoText('en', 'landing.codes', SANDBOX_CODES);
    expect(line).toContain(SANDBOX_CODES.signIn);
    expect(line).toMatch(new RegExp(`${SANDBOX_CODES.confirm}.*(e-mail|phone).*payment`));
  });

  it('speaks plainly in every language: no sealed codes, self-custody or SCA', () => {
    for (const [locale, text] of Object.entries(DEMO_TEXT)) {
      const landing = Object.entries(text).filter(([id]) => id.startsWith('landing.'));
      const jargon = landing.filter(([, words]) => /seal|scell|مختوم|self-custod|auto-détenu|ذاتية الحفظ|Strong Customer|\bSCA\b|authentification forte|مصادقة قوية/i.test(words));
      expect(jargon, locale).toEqual([]);
    }
  });
});
