/** The agents area's English messages: the default, shipped with the area's code. */
export const en = {
  'agents.title': 'Requests from your agents',
  'agents.empty': 'Nothing is waiting for your approval.',
  'agents.agent': 'Your agent',
  'agents.pay': '{agent} wants to send {amount} to {destination}.',
  'agents.send': '{agent} wants to send {amount}.',
  'agents.to': 'To: {destination}',
  'agents.payee': '{name} (account ending {last4})',
  'agents.receives': 'The recipient gets {amount}.',
  'agents.fees': 'Fees included: {amount}.',
  'agents.transferOut': '{agent} wants to move {amount} out of your account.',
  'agents.transferIn': '{agent} wants to add {amount} to your account from your bank.',
  'agents.asked': 'Asked on {date}.',
  'agents.approveBy': 'Approve by {date}, or the price runs out.',
  'agents.approve': 'Approve',
  'agents.approve.label': 'Approve {amount} requested by {agent}',
  'agents.reject': 'Reject',
  'agents.reject.label': 'Reject {amount} requested by {agent}',
  'agents.reject.title': 'Reject {amount} requested by {agent}?',
  'agents.reject.reason': 'Reason (optional)',
  'agents.reject.hint': 'Your agent sees this reason.',
  'agents.reject.confirm': 'Reject the request',
  'agents.keep': 'Go back',
  'agents.notice.approved': 'Approved: the payment is under way.',
  'agents.notice.rejected': 'Rejected: nothing will be sent.',
  'agents.notice.failed': 'Approved, but the payment could not be made: its price ran out or the balance is too low. Ask your agent to try again.',
  'agents.notice.gone': 'This request was already decided or withdrawn.',
} as const;

/** The ids of the agents area's messages. */
export type AgentMessageId = keyof typeof en;
/** A translation of the agents area: every id. */
export type AgentMessages = Readonly<Record<AgentMessageId, string>>;
