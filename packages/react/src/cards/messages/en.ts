/**
 * The cards area's English messages, the source of every translation. Ids start with `cards.`.
 * A card's number and security code never pass through these: the card processor's own page shows them.
 */
export const en = {
  'cards.card.title': 'Your card',
  'cards.card.face': '{brand} card ending in {last4}',
  'cards.card.expires': 'Expires {date}',
  'cards.state.PENDING_KYC': 'Waiting for identity checks',
  'cards.state.PROCESSING': 'Being issued',
  'cards.state.ACTIVE': 'Active',
  'cards.state.FROZEN': 'Frozen',
  'cards.state.CLOSED': 'Closed',
  'cards.reveal.show': 'Show card details',
  'cards.reveal.loading': 'Getting the card details…',
  'cards.reveal.hide': 'Hide card details',
  'cards.reveal.frame': 'Card number, expiry date and security code',
  'cards.reveal.until': 'The details hide again at {time}.',
  'cards.reveal.hidden': 'The card details are hidden again.',
  'cards.reveal.copyWarning': 'Copy the number only into a payment form you trust: with the expiry date and security code, anyone who has it can pay with your card.',
  'cards.reveal.stepUp': 'Confirm it’s you before the card details can be shown.',
  'cards.controls.title': 'Card settings',
  'cards.controls.freeze': 'Freeze card',
  'cards.controls.freezeHint': 'While the card is frozen, new payments are declined. Payments already approved still go through.',
  'cards.controls.unfreeze': 'Unfreeze card',
  'cards.controls.close': 'Close card',
  'cards.controls.closeConfirm': 'Close this card for good? It can never be used or reopened.',
  'cards.controls.closeYes': 'Yes, close the card',
  'cards.controls.closeNo': 'Keep the card',
  'cards.controls.frozen': 'The card is frozen.',
  'cards.controls.unfrozen': 'The card works again.',
  'cards.controls.closed': 'This card is closed.',
  'cards.controls.notActive': 'The card can be managed once it is issued.',
  'cards.activity.title': 'Card activity',
  'cards.activity.empty': 'No card payments yet.',
  'cards.activity.more': 'Show more',
  'cards.activity.refund': 'Refund from {merchant}',
  'cards.activity.refundOf': 'For the purchase of {date}',
  'cards.activity.reversal': 'Refund taken back by {merchant}',
  'cards.activity.partly': '{settled} of {authorized} charged so far',
  'cards.activity.refunded': '{amount} refunded',
  'cards.decline.INSUFFICIENT_FUNDS': 'Declined: not enough money in the account',
  'cards.decline.CARD_PAUSED': 'Declined: the card was frozen',
  'cards.decline.CARD_CLOSED': 'Declined: the card was closed',
  'cards.decline.CARD_NOT_ACTIVE': 'Declined: the card was not issued yet',
  'cards.decline.SPEND_LIMIT_EXCEEDED': 'Declined: over the card’s limit for one payment',
} as const;

/** The ids of the cards area's messages. */
export type CardsMessageId = keyof typeof en;

/** A translation of the cards area: every id of English. */
export type CardsMessages = Readonly<Record<CardsMessageId, string>>;
