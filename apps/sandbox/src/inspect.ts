import type { Kernel } from './kernel/kernel.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import { accountBook } from './ledger/ledger.js';
import { cardReveals } from './modules/cards/index.js';
import { documentFiles, documents } from './modules/documents/index.js';
import { internalAccounts } from './modules/internal-accounts/index.js';
import { quotes } from './modules/quotes/index.js';
import { transactions } from './modules/transactions/index.js';
import { factorsOf, saveFactors } from './modules/sca/index.js';
import { credentials, sessions } from './modules/wallet-auth/index.js';
import type { SandboxFixtures, SandboxInspector } from './sandbox-api.js';

/** The sandbox's read-only views for tests: what the service holds, through the repositories (never raw storage). */
export function inspector(k: Kernel): SandboxInspector {
  return {
    session(id) {
      const s = sessions(k).get(id);
      return s && { id: s.id, accountId: s.accountId, credentialId: s.credentialId, publicKey: s.publicKey, expiresAt: s.expiresAt, revoked: s.revokedAt !== undefined };
    },
    sessionsOf: (accountId) =>
      sessions(k)
        .find({ accountId }, { orderBy: 'createdAt', limit: 1000 })
        .map((s) => ({ id: s.id, credentialId: s.credentialId, publicKey: s.publicKey, revoked: s.revokedAt !== undefined, expired: s.expiresAt <= k.now() })),
    credentialExists: (id) => credentials(k).has(id),
    balance(accountId) {
      const account = internalAccounts(k).get(accountId);
      if (!account) throw new Error(`inspect.balance: no internal account ${accountId}`);
      return k.ledger.balance(accountBook(account.id), account.currency);
    },
    mnemonic: (accountId) => internalAccounts(k).get(accountId)?.mnemonic,
    quote(id) {
      const q = quotes(k).get(id);
      return q && { id: q.id, status: q.status, ...(q.payloadToSign === undefined ? {} : { payloadToSign: q.payloadToSign }) };
    },
    cardReveals: (cardId) => cardReveals(k).find({ cardId }, { orderBy: 'createdAt', limit: 1000 }).map((r) => ({ id: r.id, actor: r.actor, expiresAt: r.expiresAt, createdAt: r.createdAt })),
    quoteCount: () => quotes(k).count({}),
    quotes: (limit = 100) => quotes(k).find({}, { orderBy: 'createdAt', direction: 'desc', limit }).map((q) => ({ id: q.id, status: q.status, executed: q.executedAt !== undefined })),
    transactions: (filter = {}) =>
      transactions(k)
        .find({ type: filter.type }, { orderBy: 'createdAt', direction: 'desc', limit: filter.limit ?? 100 })
        .map((t) => ({ id: t.id, type: t.type, status: t.status, customerId: t.customerId, settlementTimelineSeconds: t.settlementTimelineSeconds })),
    documentFile(documentId) {
      const document = documents(k).get(documentId);
      const file = documentFiles(k).get(documentId);
      if (!document || !file) return undefined;
      const bytes = Uint8Array.from(atob(file.base64), (ch) => ch.charCodeAt(0));
      return { contentType: document.contentType, size: bytes.length, sha256: bytesToHex(sha256(bytes)) };
    },
  };
}

/** Records made directly for stories and tests (documented as unable to pass a real ceremony). */
export function fixtures(k: Kernel): SandboxFixtures {
  const placeholder = { credentialId: 'c3Rvcnktb25seS1wYXNza2V5', publicKey: 'AA', counter: 0 };
  return {
    walletPasskey(accountId, nickname) {
      const now = k.now();
      return credentials(k).insert({ id: k.id('AuthMethod'), accountId, type: 'PASSKEY', nickname, createdAt: now, updatedAt: now, passkey: placeholder }).id;
    },
    scaPasskey(customerId, name) {
      saveFactors(k, { ...factorsOf(k, customerId), passkey: { ...placeholder, name, enrolledAt: k.now() } });
    },
    lockSca(customerId, untilMs) {
      saveFactors(k, { ...factorsOf(k, customerId), lockedUntil: untilMs });
    },
    scaLoginSession(customerId, untilMs) {
      saveFactors(k, { ...factorsOf(k, customerId), loginSessionExpiresAt: untilMs });
    },
  };
}
