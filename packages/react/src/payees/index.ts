/**
 * @wallet-kit/react/payees: whom the customer pays. `<PayeeManager>` adds bank accounts and wallets
 * with each rail's fields checked, removes, trusts with SCA and verifies wallets; `<PayeePicker>`
 * picks one when sending; `<NewPayee>` adds one inside another flow (`<SendMoney>`'s "New payee"). Its messages load with it, in every language the widgets ship.
 *
 * @packageDocumentation
 */
export { PayeeManager, usePayeeManager, type PayeeManagerProps } from './PayeeManager.js';
export { PayeePicker, type PayeePickerProps } from './PayeePicker.js';
export { NewPayee, type NewPayeeProps } from './NewPayee.js';
export { createPayeeManager, payeesApi, type PayeeManagerController, type PayeeManagerHeld, type PayeeManagerOptions, type PayeeManagerState, type PayeeManagerStep, type PayeeNotice, type PayeesApi } from './payees-store.js';
export { draftProblems, labelOf, payeeRequest, validClabe, validIban, validPixKey, validRoutingNumber, validTaxId, validAddress, EMPTY_DRAFT, PAYEE_KINDS, type FieldProblem, type PayeeDraft, type PayeeKind, type PayeeLabel, type PixKeyType, type WalletNetwork } from './fields.js';
export { payeesArea } from './area.js';
export type { PayeeMessageId, PayeeMessages } from './messages/en.js';
