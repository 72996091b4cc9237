// Stands in for @wallet-kit/react's on-demand views in the script-tag bundle, whose dynamic import
// would go inline: the views of the widgets it offers come in wallet-kit.js, and the management views,
// which it does not offer, are left out rather than carried along.
export { PaymentInstructionsView } from '../../../react/src/payment/PaymentInstructionsView.js';
export { TransactionStatusView } from '../../../react/src/transaction/TransactionStatusView.js';

const notInTheBundle = (): never => {
  throw new Error('this view is not in the script-tag bundle: use @wallet-kit/react');
};
export const CredentialManagerView = notInTheBundle;
export const ScaEnrollmentView = notInTheBundle;
export const WalletExportView = notInTheBundle;
