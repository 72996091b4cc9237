import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import type { WebhookType } from '../../kernel/webhooks.js';
import { conflict } from '../../platform/errors.js';
import type { RequestBody } from '../../platform/schema.js';
import { setOwnersState } from '../beneficial-owners/index.js';
import { mustActiveCustomer, setVerificationState, type CustomerRecord } from '../customers/index.js';
import { documents, documentsOf } from '../documents/index.js';
import { latestOf, mustVerification, verifications, type Outcome, type VerificationError, type VerificationRecord, type VerificationStatus } from './repo.js';
import { ACCEPTED, requirementsOf, submittedDocuments } from './requirements.js';
import { verificationView } from './views.js';

/** How long the sandbox's reviewer takes, on the sandbox clock. */
export const REVIEW_MS = 5_000;
const JOB_KIND = 'verification.review';

/** The webhook each status of a verification sends: one per status. */
const VERIFICATION_WEBHOOKS: Record<VerificationStatus, WebhookType> = {
  RESOLVE_ERRORS: 'VERIFICATION.RESOLVE_ERRORS',
  PENDING_MANUAL_REVIEW: 'VERIFICATION.PENDING_MANUAL_REVIEW',
  IN_PROGRESS: 'VERIFICATION.IN_PROGRESS',
  APPROVED: 'VERIFICATION.APPROVED',
  REJECTED: 'VERIFICATION.REJECTED',
  READY_FOR_VERIFICATION: 'VERIFICATION.READY_FOR_VERIFICATION',
};

/** Saves a verification's new state and tells the platform (`VERIFICATION.<status>`), in the caller's transaction. */
function save(k: Kernel, record: VerificationRecord): VerificationRecord {
  const saved = verifications(k).put({ ...record, updatedAt: k.now() });
  k.emit(VERIFICATION_WEBHOOKS[saved.verificationStatus], verificationView(saved));
  return saved;
}

/** Starts the review: the documents are taken in (no longer deletable), the customer is PENDING, the reviewer is due in REVIEW_MS. */
function startReview(k: Kernel, customer: CustomerRecord, record: VerificationRecord): VerificationRecord {
  const now = k.now();
  for (const document of submittedDocuments(k, customer)) if (document.submittedAt === undefined) documents(k).update({ ...document, submittedAt: now });
  const started = save(k, { ...record, verificationStatus: 'IN_PROGRESS', errors: [] });
  setVerificationState(k, customer.id, 'PENDING');
  k.schedule(JOB_KIND, started.id, now + REVIEW_MS);
  return started;
}

/**
 * POST /verifications: checks what the customer has supplied. Anything missing is RESOLVE_ERRORS
 * with the list (call again once fixed: the same verification is re-checked); otherwise the review
 * starts. A verification under review or approved is answered as it stands; after a rejection a
 * new one starts.
 */
export function submitVerification(k: Kernel, customerId: string): VerificationRecord {
  return k.store.transaction(() => {
    const customer = mustActiveCustomer(k, customerId);
    const latest = latestOf(k, customer.id);
    if (latest && ['IN_PROGRESS', 'PENDING_MANUAL_REVIEW', 'APPROVED'].includes(latest.verificationStatus)) return latest;
    const reusable = latest && (latest.verificationStatus === 'RESOLVE_ERRORS' || latest.verificationStatus === 'READY_FOR_VERIFICATION');
    const record: VerificationRecord = reusable ? latest : { id: k.id('Verification'), customerId: customer.id, verificationStatus: 'READY_FOR_VERIFICATION', errors: [], createdAt: k.now(), updatedAt: k.now() };
    const errors = requirementsOf(k, customer);
    if (errors.length > 0) return save(k, { ...record, verificationStatus: 'RESOLVE_ERRORS', errors });
    // Everything is supplied: the verification is READY_FOR_VERIFICATION (the platform is told), and the
    // submission starts its review at once.
    return startReview(k, customer, save(k, { ...record, verificationStatus: 'READY_FOR_VERIFICATION', errors: [] }));
  });
}

/** The hosted flow of a KYC link collected everything itself: its review starts at once, to end in `planned`. */
export function startHostedVerification(k: Kernel, customerId: string, planned: Outcome): VerificationRecord {
  const customer = mustActiveCustomer(k, customerId);
  const latest = latestOf(k, customer.id);
  if (latest && ['IN_PROGRESS', 'PENDING_MANUAL_REVIEW'].includes(latest.verificationStatus)) return verifications(k).update({ ...latest, plannedOutcome: planned });
  return startReview(k, customer, { id: k.id('Verification'), customerId: customer.id, verificationStatus: 'READY_FOR_VERIFICATION', errors: [], createdAt: k.now(), updatedAt: k.now(), plannedOutcome: planned });
}

/** What a reviewer asking for more documents says when the caller names nothing: the newest identity or address document is unreadable, or one is missing. */
function moreDocumentsNeeded(k: Kernel, customer: CustomerRecord): VerificationError[] {
  const category = customer.customerType === 'BUSINESS' ? 'MISSING_PROOF_OF_ADDRESS_DOCUMENT' : 'MISSING_IDENTITY_DOCUMENT';
  const accepted: readonly Schema<'DocumentType'>[] = ACCEPTED[category];
  const newest = documentsOf(k, customer.id).filter((d) => accepted.includes(d.documentType)).at(-1);
  if (newest) return [{ resourceId: newest.id, type: 'POOR_QUALITY_DOCUMENT', reason: 'The document is blurred or cropped; upload a clear picture of the whole document.' }];
  return [{ resourceId: customer.id, type: category, acceptedDocumentTypes: [...accepted], reason: 'Another document is needed to confirm the details given.' }];
}

const DEFAULT_REJECTION = (customerId: string): VerificationError[] => [{ resourceId: customerId, type: 'APPLICANT_REJECTED', reason: 'The applicant did not pass verification.' }];

/**
 * Ends (or moves) a review with `outcome`, in the caller's transaction: APPROVED approves the
 * customer (their accounts open) and their owners; REJECTED rejects them, with the reasons;
 * RESOLVE_ERRORS asks for more (the customer is on HOLD, each named document marked to replace);
 * PENDING_MANUAL_REVIEW waits for a person. A verification already APPROVED or REJECTED is final.
 */
export function decide(k: Kernel, id: string, outcome: Outcome, given?: VerificationError[]): VerificationRecord {
  const current = mustVerification(k, id);
  if (current.verificationStatus === 'APPROVED' || current.verificationStatus === 'REJECTED') {
    throw conflict(`Verification ${id} is ${current.verificationStatus} already; start a new one with POST /verifications.`, 'INVALID_STATE_TRANSITION');
  }
  const customer = mustActiveCustomer(k, current.customerId);
  const { plannedOutcome: _planned, ...record } = current;
  if (outcome === 'APPROVED' || outcome === 'REJECTED') {
    const errors = outcome === 'APPROVED' ? [] : (given ?? DEFAULT_REJECTION(customer.id));
    const saved = save(k, { ...record, verificationStatus: outcome, errors });
    setVerificationState(k, customer.id, outcome);
    if (customer.customerType === 'BUSINESS') setOwnersState(k, customer.id, outcome);
    return saved;
  }
  if (outcome === 'PENDING_MANUAL_REVIEW') return save(k, { ...record, verificationStatus: 'PENDING_MANUAL_REVIEW', errors: [] });
  const errors = given ?? moreDocumentsNeeded(k, customer);
  for (const error of errors) {
    const document = documents(k).get(error.resourceId);
    // A named document is one to replace: it is marked, and may be deleted again.
    if (document) {
      const { submittedAt: _submitted, ...unsubmitted } = document;
      documents(k).update({ ...unsubmitted, problem: { type: error.type, reason: error.reason }, updatedAt: k.now() });
    }
  }
  const saved = save(k, { ...record, verificationStatus: 'RESOLVE_ERRORS', errors });
  setVerificationState(k, customer.id, 'HOLD');
  return saved;
}

/**
 * The sandbox's control `POST /sandbox/verifications/{id}/decide`, in one transaction: the outcome
 * now, with the reasons given (each naming the customer when it names no resource), or the
 * reviewer's own.
 */
export function decideNow(k: Kernel, id: string, request: RequestBody<'/sandbox/verifications/{verificationId}/decide', 'post'>): VerificationRecord {
  return k.store.transaction(() => {
    const given = request.errors?.map((e, i): VerificationError => ({ resourceId: e.resourceId ?? mustVerification(k, id).customerId, type: e.type, reason: e.reason ?? `Reason ${i + 1} given by the sandbox control.`, ...(e.field ? { field: e.field } : {}), ...(e.acceptedDocumentTypes ? { acceptedDocumentTypes: e.acceptedDocumentTypes } : {}) }));
    return decide(k, id, request.outcome, given);
  });
}

/** The reviewer, on the sandbox clock: a review still in progress ends as planned by its KYC link, or as the scenario says. */
export function registerReviewJob(k: Kernel): void {
  k.onJob(JOB_KIND, (id) => {
    const verification = verifications(k).get(id);
    if (verification?.verificationStatus !== 'IN_PROGRESS') return;
    decide(k, id, verification.plannedOutcome ?? k.scenarios.current.verificationOutcome);
  });
}
