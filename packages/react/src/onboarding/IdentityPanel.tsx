'use client';

import { useId, useState } from 'react';
import type { Verification } from '@wallet-kit/client';
import { onboardingArea } from './area.js';
import { CountrySelect } from './CountrySelect.js';
import { FilePicker } from './FilePicker.js';
import { fileProblemOf, type IdentityDocument, type OnboardingFlowState } from './onboarding-store.js';
import { Reasons } from './Reasons.js';

const DOCUMENT_TYPES: readonly IdentityDocument['documentType'][] = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'];
const ACCEPT = 'application/pdf,image/jpeg,image/png';

interface IdentityPanelProps {
  readonly state: Pick<OnboardingFlowState, 'identity' | 'busy' | 'fileProblem'>;
  /** The verification that asked for more, if that is why the customer is here again. */
  readonly verification: Verification | undefined;
  /** Businesses are checked on the partner's page only: their documents are many and of many kinds. */
  readonly uploadAllowed: boolean;
  /** The issuing country to start from: the person's nationality, when known. */
  readonly defaultCountry?: string | undefined;
  readonly onLink: () => void;
  readonly onChoose: (identity: 'choose' | 'upload') => void;
  readonly onSend: (document: IdentityDocument) => void;
}

/** The identity step: the partner's hosted check, or a document photographed or chosen from a file. */
export function IdentityPanel({ state, verification, uploadAllowed, defaultCountry, onLink, onChoose, onSend }: IdentityPanelProps) {
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
      {state.identity === 'upload' ? <UploadForm busy={state.busy} fileProblem={state.fileProblem} defaultCountry={defaultCountry ?? ''} onSend={onSend} onBack={() => onChoose('choose')} /> : null}
      {state.identity === 'link-opened' ? (
        <div className="wk-text" role="status">
          {t('onboarding.identity.linkOpened')}
        </div>
      ) : null}
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

function UploadForm({ busy, fileProblem, defaultCountry, onSend, onBack }: { busy: boolean; fileProblem: OnboardingFlowState['fileProblem']; defaultCountry: string; onSend: (document: IdentityDocument) => void; onBack: () => void }) {
  const t = onboardingArea.useMessages();
  const [documentType, setDocumentType] = useState<IdentityDocument['documentType']>('PASSPORT');
  const [country, setCountry] = useState(defaultCountry);
  const [file, setFile] = useState<File | undefined>(undefined);
  // Checked as soon as it is chosen; the flow checks again before sending (its answer wins once given).
  const [picked, setPicked] = useState<OnboardingFlowState['fileProblem']>(undefined);
  const ids = { type: useId(), country: useId() };
  const shown = picked ?? fileProblem;
  const problem = shown === 'too-large' ? t('onboarding.identity.fileTooLarge') : shown === 'wrong-type' ? t('onboarding.identity.fileType') : undefined;
  const pick = (chosen: File | undefined) => {
    setFile(chosen);
    setPicked(chosen ? fileProblemOf(chosen) : undefined);
  };
  return (
    <form
      className="wk-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && country) onSend({ documentType, country, file });
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
          {t('onboarding.identity.issuer')}
        </label>
        <CountrySelect id={ids.country} value={country} onChange={setCountry} />
      </div>
      <FilePicker label={t('onboarding.identity.file')} accept={ACCEPT} hint={t('onboarding.identity.fileHint')} problem={problem} file={file} onPick={pick} />
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={busy || !file || !country || Boolean(picked)}>
          <span className="wk-button-face">{t('onboarding.identity.submit')}</span>
        </button>
        <button type="button" className="wk-button" disabled={busy} onClick={onBack}>
          <span className="wk-button-face">{t('onboarding.identity.otherWay')}</span>
        </button>
      </div>
    </form>
  );
}
