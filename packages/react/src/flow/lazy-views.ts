// The views that load on demand, in one chunk: one chunk rather than five keeps the code they share
// with the main entry in one piece too (each on-demand chunk splits off what it shares).
export { CredentialManagerView } from '../manage/CredentialManagerView.js';
export { PaymentInstructionsView } from '../payment/PaymentInstructionsView.js';
export { ScaEnrollmentView } from '../enroll/ScaEnrollmentView.js';
export { TransactionStatusView } from '../transaction/TransactionStatusView.js';
export { WalletExportView } from '../export/WalletExportView.js';
