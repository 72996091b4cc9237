import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { customers, needsSca } from '../customers/index.js';
import { scaLoginSessionUntil } from '../sca/index.js';
import { cardReveals, cardSecrets, cards, mustCard } from './repo.js';

/** How long a reveal URL loads (reference OpenAPI: CardRevealResponse.expiresAt, "within minutes"). */
export const REVEAL_TTL_MS = 5 * 60_000;

interface RevealTicket {
  cardId: string;
  revealId: string;
}

/** Pending reveal pages, keyed by the SHA-256 of their token: the bearer secret itself is never stored. */
const tickets = (k: Kernel) => k.store.expiring<RevealTicket>('card-reveals');
const keyOf = (token: string): string => bytesToHex(sha256(new TextEncoder().encode(token)));

/**
 * Mints a card's reveal URL (reference OpenAPI: revealCard): a short-lived, single-use page of the
 * card processor showing the number, CVC and expiry. The reveal is SCA-railed (reference OpenAPI:
 * updateCardById): a cardholder whose region requires SCA needs a live SCA login session, else
 * 409 `SCA_SESSION_REQUIRED` (listed with the contract's corrections). Every reveal is recorded
 * with who asked. The token comes from the platform's CSPRNG, not the sandbox's seeded ids.
 */
export function revealCard(k: Kernel, id: string, baseUrl: string): { panEmbedUrl: string; expiresAt: number } {
  return k.store.transaction(() => {
    const card = mustCard(k, id);
    const holder = customers(k).get(card.cardholderId);
    const scaUntil = scaLoginSessionUntil(k, card.cardholderId);
    if (needsSca(holder) && scaUntil === undefined) {
      throw conflict("Revealing this card needs the cardholder's SCA login session; re-authenticate the cardholder (POST /sca/login/start, /sca/login/complete), then reveal again.", 'SCA_SESSION_REQUIRED');
    }
    const now = k.now();
    const expiresAt = now + REVEAL_TTL_MS;
    const token = bytesToHex(k.secrets.bytes(32));
    const reveal = cardReveals(k).insert({
      id: k.id('CardReveal'),
      cardId: card.id,
      cardholderId: card.cardholderId,
      actor: { clientId: k.platform.clientId, ...(needsSca(holder) ? { scaSessionExpiresAt: scaUntil! } : {}) },
      expiresAt,
      createdAt: now,
    });
    tickets(k).set(keyOf(token), { cardId: card.id, revealId: reveal.id }, expiresAt);
    return { panEmbedUrl: `${baseUrl}/sandbox/cards/embed/${token}`, expiresAt };
  });
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The processor's reveal page for a token (what `panEmbedUrl` loads in an iframe): claimed
 * atomically, so of N loads at once one shows the card; later loads, and expired tokens, get a page
 * saying so. The page is never cached, sends no referrer and runs no script.
 */
export function revealPage(k: Kernel, token: string): { status: 200 | 404; html: string } {
  const ticket = /^[0-9a-f]{64}$/.test(token) ? tickets(k).claim(keyOf(token), k.now()) : undefined;
  const card = ticket ? cards(k).get(ticket.cardId) : undefined;
  const secret = ticket ? cardSecrets(k).get(ticket.cardId) : undefined;
  if (!card || !secret) return { status: 404, html: page('Card details unavailable', '<p>This card reveal link has expired or was already used. Ask for a new reveal.</p>') };
  const number = secret.pan.replace(/(\d{4})(?=\d)/g, '$1 ');
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
  return {
    status: 200,
    html: page(
      'Card details',
      `<dl><dt>Card number</dt><dd id="pan" translate="no">${escape(number)}</dd><dt>Expiry</dt><dd id="expiry" translate="no">${escape(expiry)}</dd><dt>CVC</dt><dd id="cvc" translate="no">${escape(secret.cvc)}</dd></dl>`,
    ),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const STYLE = 'body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#111;background:transparent}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.5rem}dt{font-size:.8rem;color:#444}dd{margin:0;font-variant-numeric:tabular-nums;letter-spacing:.04em}@media (prefers-color-scheme:dark){body{color:#eee}dt{color:#bbb}}';

/** The reveal page's headers: a CSP that allows nothing but its own inline style (no script, no requests), no cache, no referrer. */
export const REVEAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};
