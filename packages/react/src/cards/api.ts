import type { Card, CardTransaction, WalletKitClient } from '@wallet-kit/client';

export type { Card, CardTransaction };

/** What `<Card>` uses: the card, and its reveal (with the step-up the service may ask for). */
export type CardApi = Pick<WalletKitClient['cards'], 'getCard' | 'revealCard'>;

/** What `<CardControls>` uses: the card and its state changes. */
export type CardControlsApi = Pick<WalletKitClient['cards'], 'getCard' | 'freezeCard' | 'unfreezeCard' | 'closeCard'>;

/** What `<CardActivity>` uses: the card's transactions, page after page. */
export type CardActivityApi = Pick<WalletKitClient['cards'], 'listCardTransactions'> & {
  /** Pushed updates (optional): with them a card payment shows without a reload. */
  events?: WalletKitClient['events'];
};

