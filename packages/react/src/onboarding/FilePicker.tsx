'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../provider/hooks.js';
import { onboardingArea } from './area.js';

interface FilePickerProps {
  /** The field's label, shown above the buttons. */
  readonly label: string;
  /** The types the input offers (`accept`). */
  readonly accept: string;
  /** The types and largest size, said under the buttons. */
  readonly hint: string;
  /** Why the chosen file cannot go, said at once. */
  readonly problem: string | undefined;
  readonly file: File | undefined;
  readonly onPick: (file: File | undefined) => void;
}

/** A size as a person reads it: kB under a megabyte, else MB with one decimal, in their language. */
function sizeOf(bytes: number, locale: string): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1_000));
}

/** An object URL for an image file, revoked when the file changes or the picker goes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A document picker: real file inputs (keyboard, screen readers, the phone's camera and files) behind
 * buttons in the kit's style, the accepted types and size said, and the chosen file shown (a thumbnail,
 * or its name and size) with Replace and Remove.
 */
export function FilePicker({ label, accept, hint, problem, file, onPick }: FilePickerProps) {
  const t = onboardingArea.useMessages();
  const { locale } = useFormat();
  const ids = {
    file: useId(),
    camera: useId(),
    hint: useId(),
    problem: useId(),
    label: useId(),
  };
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const pick = (files: FileList | null) => {
    onPick(files?.[0]);
    // The same file chosen again after Remove must still fire a change.
    if (input.current) input.current.value = '';
    if (camera.current) camera.current.value = '';
  };
  const describedBy = `${ids.hint}${problem ? ` ${ids.problem}` : ''}`;
  return (
    <div className="wk-field wk-file">
      <label className="wk-label" htmlFor={ids.file}>
        {label}
      </label>
      <input ref={input} id={ids.file} className="wk-visually-hidden" type="file" tabIndex={-1} accept={accept} aria-describedby={describedBy} onChange={(event) => pick(event.target.files)} />
      <input ref={camera} id={ids.camera} className="wk-visually-hidden" type="file" tabIndex={-1} accept="image/*" capture="environment" aria-label={t('onboarding.file.camera')} onChange={(event) => pick(event.target.files)} />
      {file ? (
        <div className="wk-file-chosen">
          {preview ? <img className="wk-file-thumb" src={preview} alt={t('onboarding.file.preview')} /> : null}
          <div className="wk-file-name">
            <span dir="auto">{file.name}</span> <span className="wk-muted">{sizeOf(file.size, locale)}</span>
          </div>
        </div>
      ) : null}
      <div className="wk-actions" data-layout="stack">
        <button type="button" className="wk-button" aria-describedby={describedBy} onClick={() => input.current?.click()}>
          <span className="wk-button-face">{t(file ? 'onboarding.file.replace' : 'onboarding.file.choose')}</span>
        </button>
        {file ? (
          <button type="button" className="wk-button" onClick={() => onPick(undefined)}>
            <span className="wk-button-face">{t('onboarding.file.remove')}</span>
          </button>
        ) : (
          <button type="button" className="wk-button" onClick={() => camera.current?.click()}>
            <span className="wk-button-face">{t('onboarding.file.camera')}</span>
          </button>
        )}
      </div>
      <div id={ids.hint} className="wk-hint">
        {hint}
      </div>
      <div id={ids.problem} className="wk-error" aria-live="assertive">
        {problem ?? ''}
      </div>
    </div>
  );
}
