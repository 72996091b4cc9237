'use client';

import { lazyWidget } from '../flow/lazy-widget.js';
import type { CredentialManagerProps } from './useCredentialManager.js';

/**
 * How the wallet signs in (list, add an e-mail or SMS code or a passkey, remove; the last one stays)
 * and where it is signed in (sessions, each can be ended).
 *
 * @example <CredentialManager accountId={walletId} passkey={{ nickname: 'This laptop', rp: { name: 'Acme' }, user }} />
 */
export const CredentialManager = lazyWidget<CredentialManagerProps>(() => import('../flow/lazy-views.js').then((module) => module.CredentialManagerView), 'wk-card wk-flow wk-credentials');
