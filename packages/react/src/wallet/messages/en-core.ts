/**
 * The wallet area's English for what its entry renders (Balance, Activity, TransactionReceipt): loaded
 * with the area. The words of the views that load on demand are in en-views.ts, which comes with them.
 */
export const enCore = {
  'wallet.balance.title': 'Balance',
  'wallet.balance.available': 'Available',
  'wallet.balance.pending': 'Pending',
  'wallet.balance.total': 'Total',
  'wallet.balance.wallet': 'Wallet',
  'wallet.balance.account': '{currency} account',
  'wallet.balance.empty': 'You have no accounts yet.',

  'wallet.activity.title': 'Activity',
  'wallet.activity.filters': 'Filter the activity',
  'wallet.activity.all': 'All',
  'wallet.activity.in': 'Money in',
  'wallet.activity.out': 'Money out',
  'wallet.activity.status': 'Status',
  'wallet.activity.anyStatus': 'Any status',
  'wallet.activity.empty': 'No activity yet.',
  'wallet.activity.noMatch': 'Nothing matches these filters.',
  'wallet.activity.more': 'Show more',
  'wallet.activity.to': 'To {payee}',
  'wallet.activity.from': 'From {payer}',
  'wallet.activity.moved': 'Between your accounts',
  'wallet.activity.new': '{count, plural, one {# new transaction} other {# new transactions}}',

  'wallet.receipt.title': 'Receipt',
  'wallet.receipt.from': 'From',
  'wallet.receipt.rail': 'Sent by',
  'wallet.receipt.timeline': 'Timeline',
  'wallet.receipt.started': 'Payment started',
  'wallet.receipt.received': 'Received',
  'wallet.receipt.arrived': 'Arrived',
  'wallet.receipt.failed': 'Did not go through',
  'wallet.receipt.returned': 'Returned by the receiving bank',
  'wallet.receipt.refunded': 'Back in your account',
  'wallet.receipt.expectedBy': 'Expected by {time}',
  'wallet.receipt.expectedSeconds': 'Usually arrives within seconds',
  'wallet.receipt.expectedMinutes': 'Usually arrives within {minutes, plural, one {# minute} other {# minutes}}',

  // Issue 20: the total over all the accounts.
  'wallet.balance.overall': 'Total in all your accounts',
  // Activity: card rows, money in, a waiting payment removed (issue 20, item 4).
  'wallet.activity.refundFrom': 'Refund from {merchant}',
  'wallet.receipt.youReceive': 'You receive',
  'wallet.receipt.merchant': 'Merchant',
  'wallet.receipt.charged': 'Amount charged',
  'wallet.receipt.held': 'Held at first',
  'wallet.waiting.removed': 'Removed from your activity. Nothing was sent.',
} as const;
