import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import type { Fields } from '../../platform/validate.js';
import { customers } from '../customers/index.js';
import { mustCard } from './repo.js';

/** The platform's branding of card-tokenization codes (reference OpenAPI: CardTokenization2FAConfig), as kept in its settings. */
export interface Tokenization2faConfig {
  displayName?: string;
  logoUrl?: string;
  email?: { fromAddress?: string; fromName?: string; replyToAddress?: string; subject?: string; bodyText?: string };
  sms?: { templateSid?: string; bodyText?: string };
}

const EMAIL = { max: 255, pattern: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, patternText: 'an e-mail address' };

/** Reads `cardTokenization2faConfig` of a `PATCH /config` body with the document's limits; undefined when absent. */
export function readTokenization2faConfig(f: Fields): Tokenization2faConfig | undefined {
  const config = f.object('cardTokenization2faConfig');
  if (!config) return undefined;
  const kept = (entries: [string, string | undefined][]) => Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Record<string, string>;
  const email = config.object('email');
  const sms = config.object('sms');
  return {
    ...kept([
      ['displayName', config.string('displayName', { max: 255 })],
      ['logoUrl', config.string('logoUrl', { max: 512, pattern: /^https:\/\/\S+$/, patternText: 'an https URL' })],
    ]),
    ...(email
      ? {
          email: kept([
            ['fromAddress', email.string('fromAddress', EMAIL)],
            ['fromName', email.string('fromName', { max: 255 })],
            ['replyToAddress', email.string('replyToAddress', EMAIL)],
            ['subject', email.string('subject', { max: 255 })],
            ['bodyText', email.string('bodyText', { max: 2000 })],
          ]),
        }
      : {}),
    ...(sms ? { sms: kept([['templateSid', sms.string('templateSid', { max: 64 })], ['bodyText', sms.string('bodyText', { max: 480 })]]) } : {}),
  };
}

/** The platform's configuration, or none. */
export const tokenization2faConfigOf = (k: Kernel): Tokenization2faConfig | undefined => k.platform.settings?.cardTokenization2faConfig as Tokenization2faConfig | undefined;

/** The sandbox's code for card-tokenization authentication (like its SMS and e-mail codes, fixed). */
export const TOKENIZATION_CODE = '246810';

export interface TokenizationMessage {
  channel: 'EMAIL' | 'SMS';
  to: string;
  from?: string;
  fromName?: string;
  replyTo?: string;
  subject?: string;
  logoUrl?: string;
  body: string;
  code: string;
}

/**
 * The authentication message a cardholder receives when adding the card to a digital wallet
 * (reference OpenAPI: CardTokenization2FAConfig): the platform's display name, logo, sender,
 * subject and text, with the code inserted by the service (e-mail) or appended (SMS).
 */
export function tokenizationMessage(k: Kernel, cardId: string, channel: 'EMAIL' | 'SMS'): TokenizationMessage {
  const card = mustCard(k, cardId);
  const holder = customers(k).get(card.cardholderId);
  const config = tokenization2faConfigOf(k) ?? {};
  const name = config.displayName ?? 'Wallet Kit Sandbox';
  const to = channel === 'EMAIL' ? holder?.email : holder?.phoneNumber;
  if (to === undefined) throw invalidInput([{ field: 'channel', message: `expected a channel the cardholder can receive: they have no ${channel === 'EMAIL' ? 'e-mail address' : 'phone number'}` }]);
  if (channel === 'SMS') {
    const text = config.sms?.bodyText ?? `Use this code to add your ${name} card to your digital wallet.`;
    return { channel, to, body: `${text} ${TOKENIZATION_CODE}`, code: TOKENIZATION_CODE };
  }
  const email = config.email ?? {};
  const text = email.bodyText ?? `Use this code to add your ${name} card to your digital wallet.`;
  return {
    channel,
    to,
    ...(email.fromAddress === undefined ? {} : { from: email.fromAddress }),
    fromName: email.fromName ?? name,
    ...(email.replyToAddress === undefined ? {} : { replyTo: email.replyToAddress }),
    subject: email.subject ?? `Your ${name} card verification code`,
    ...(config.logoUrl === undefined ? {} : { logoUrl: config.logoUrl }),
    body: `${text}\n\n${TOKENIZATION_CODE}`,
    code: TOKENIZATION_CODE,
  };
}
