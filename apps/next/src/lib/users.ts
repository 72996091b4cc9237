import { createHash } from 'node:crypto';

/** One of your app's users, as your own user table would have them. */
export interface AppUser {
  id: string;
  email: string;
  region: 'US' | 'EU';
}

// The sandbox's seeded people, with the ids the sandbox gave their customers; anyone else is a new user.
const KNOWN: Record<string, AppUser> = {
  'alice@example.com': { id: 'user-us-alice', email: 'alice@example.com', region: 'US' },
  'elodie@example.com': { id: 'user-eu-elodie', email: 'elodie@example.com', region: 'EU' },
};

/** Your user for an e-mail address: a stand-in for your own sign-in. */
export function userFor(email: string): AppUser {
  const normalized = email.trim().toLowerCase();
  return KNOWN[normalized] ?? { id: `northwind-${createHash('sha256').update(normalized).digest('hex').slice(0, 24)}`, email: normalized, region: 'US' };
}
