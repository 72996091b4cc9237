/**
 * The payees area's `<NewPayee>`, loaded when "New payee" is first pressed: most payments go to a saved
 * payee. The script-tag bundle takes it from wallet-kit.payees.js instead (packages/embed/src/leave-out/new-payee.ts
 * stands in for this module there), so wallet-kit.wallet.js does not carry the payees area twice.
 */
export const loadNewPayee = () => import('../../payees/NewPayee.js').then((module) => module.NewPayee);
