import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';
import { smsPrompt } from './sca-words.js';

// Tried on a 320 px phone: "Enter the code we sent by text message to ••• •••" then, on the next line,
// "••78". The masked number is one word: its groups are joined by no-break spaces.

const t = ((id: keyof typeof en, values: Record<string, string> = {}) => en[id].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')) as unknown as Translate;

describe('where an approval code went', () => {
  it('keeps the masked number on one line, in the first round and in a later one', () => {
    for (const round of [1, 2]) {
      const prompt = smsPrompt(round, '••• ••• ••78', t);
      expect(prompt).toContain('•••\u00a0•••\u00a0••78');
      expect(prompt).not.toMatch(/• •/);
    }
  });
});
