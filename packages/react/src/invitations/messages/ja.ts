import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Japanese. Japanese in the polite style Japanese banks use.
 */
export const ja: InvitationMessages = {
  'invitations.title': '招待が届いています',
  'invitations.from': '{inviter} から支払いの受け取りに招待されました。',
  'invitations.fromName': '{name}（{inviter}）から支払いの受け取りに招待されました。',
  'invitations.amount': '承諾すると、{amount} が送金される予定です。',
  'invitations.as': '支払いは {uma} で受け取ります。',
  'invitations.expires': '{date} まで承諾できます。',
  'invitations.claim': '招待を承諾',
  'invitations.claimed': '招待を承諾しました',
  'invitations.claimed.text': '{uma} への支払いがご自身に届くようになりました。',
  'invitations.status.CLAIMED': 'この招待はすでに承諾されています。',
  'invitations.status.CANCELLED': 'この招待は送信者によって取り消されました。',
  'invitations.status.EXPIRED': 'この招待は期限切れです。新しい招待を依頼してください。',
  'invitations.notFound': 'このコードの招待はありません。受け取ったリンクを確認してください。',
};
