'use client';

import { useId, useState } from 'react';
import type { Verification } from '@wallet-kit/client';
import { onboardingArea } from './area.js';
import type { IdentityDocument, OnboardingFlowState } from './onboarding-store.js';
import { Reasons } from './Reasons.js';

const DOCUMENT_TYPES: readonly IdentityDocument['documentType'][] = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'];
const ACCEPT = 'application/pdf,image/jpeg,image/png';

interface IdentityPanelProps {
  readonly state: Pick<OnboardingFlowState, 'identity' | 'busy' | 'fileProblem'>;
  /** The verification that asked for more, if that is why the customer is here again. */
  readonly verification: Verification | undefined;
  /** Businesses are checked on the partner's page only: their documents are many and of many kinds. */
  readonly uploadAllowed: boolean;
  readonly onLink: () => void;
  readonly onChoose: (identity: 'choose' | 'upload') => void;
  readonly onSend: (document: IdentityDocument) => void;
}

/** The identity step: the partner's hosted check, or a document photographed or chosen from a file. */
export function IdentityPanel({ state, verification, uploadAllowed, onLink, onChoose, onSend }: IdentityPanelProps) {
  const t = onboardingArea.useMessages();
  const askedAgain = verification?.verificationStatus === 'RESOLVE_ERRORS' && verification.errors.length > 0;
  return (
    <>
      {askedAgain ? (
        <div className="wk-notice">
          <div className="wk-text">{t('onboarding.more')}</div>
          <Reasons errors={verification.errors} />
        </div>
      ) : null}
      {state.identity === 'upload' ? <UploadForm busy={state.busy} fileProblem={state.fileProblem} onSend={onSend} onBack={() => onChoose('choose')} /> : null}
      {state.identity === 'link-opened' ? <div className="wk-text" role="status">{t('onboarding.identity.linkOpened')}</div> : null}
      {state.identity !== 'upload' ? (
        <>
          <div className="wk-text">{t('onboarding.identity.intro')}</div>
          <div className="wk-actions" data-layout="stack">
            <button type="button" className="wk-button" data-variant="primary" disabled={state.busy} onClick={onLink}>
              <span className="wk-button-face">{t('onboarding.identity.link')}</span>
            </button>
            {uploadAllowed ? (
              <button type="button" className="wk-button" disabled={state.busy} onClick={() => onChoose('upload')}>
                <span className="wk-button-face">{t('onboarding.identity.upload')}</span>
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}

function UploadForm({ busy, fileProblem, onSend, onBack }: { busy: boolean; fileProblem: OnboardingFlowState['fileProblem']; onSend: (document: IdentityDocument) => void; onBack: () => void }) {
  const t = onboardingArea.useMessages();
  const [documentType, setDocumentType] = useState<IdentityDocument['documentType']>('PASSPORT');
  const [country, setCountry] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const ids = { type: useId(), country: useId(), file: useId(), camera: useId(), hint: useId(), problem: useId() };
  const problem = fileProblem === 'too-large' ? t('onboarding.identity.fileTooLarge') : fileProblem === 'wrong-type' ? t('onboarding.identity.fileType') : undefined;
  const pick = (files: FileList | null) => setFile(files?.[0]);
  return (
    <form
      className="wk-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) onSend({ documentType, country: country.trim().toUpperCase(), file });
      }}
    >
      <div className="wk-field">
        <label className="wk-label" htmlFor={ids.type}>
          {t('onboarding.identity.documentType')}
        </label>
        <select id={ids.type} className="wk-input" value={documentType} onChange={(event) => setDocumentType(event.target.value as IdentityDocument['documentType'])}>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`onboarding.document.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="wk-field">
        <label className="wk-label" htmlFor={ids.country}>
          {t('onboarding.identity.country')}
        </label>
        <input id={ids.country} className="wk-input" required pattern="[A-Za-z]{2}" maxLength={2} autoComplete="country" dir="ltr" value={country} onChange={(event) => setCountry(event.target.value)} />
      </div>
      <div className="wk-field">
        <label className="wk-label" htmlFor={ids.file}>
          {t('onboarding.identity.file')}
        </label>
        <input id={ids.file} className="wk-input" type="file" accept={ACCEPT} aria-describedby={`${ids.hint} ${ids.problem}`} onChange={(event) => pick(event.target.files)} />
        <label className="wk-label" htmlFor={ids.camera}>
          {t('onboarding.identity.camera')}
        </label>
        <input id={ids.camera} className="wk-input" type="file" accept="image/*" capture="environment" aria-describedby={ids.hint} onChange={(event) => pick(event.target.files)} />
        <div id={ids.hint} className="wk-hint">
          {t('onboarding.identity.fileHint')}
        </div>
        <div id={ids.problem} className="wk-error" aria-live="assertive">
          {problem ?? ''}
        </div>
      </div>
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={busy || !file}>
          <span className="wk-button-face">{t('onboarding.identity.submit')}</span>
        </button>
        <button type="button" className="wk-button" disabled={busy} onClick={onBack}>
          <span className="wk-button-face">{t('onboarding.identity.otherWay')}</span>
        </button>
      </div>
    </form>
  );
}
