'use client';

import { useEffect, useId, useRef, type RefObject } from 'react';
import { useMessages } from '../provider/hooks.js';
import { payeesArea } from './area.js';
import { FIELDS_OF, PAYEE_KINDS, PIX_KEY_TYPES, WALLET_NETWORKS, type FieldProblem, type PayeeDraft, type PayeeKind, type PixKeyType, type WalletNetwork } from './fields.js';
import type { PayeeMessageId } from './messages/en.js';

/** Props of the new payee's form, drawn by {@link PayeeManager}. */
export interface PayeeFormProps {
  readonly draft: PayeeDraft;
  readonly problems: Partial<Record<keyof PayeeDraft, FieldProblem>>;
  readonly busy: boolean;
  readonly onEdit: (change: Partial<PayeeDraft>) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

/** What the browser may fill in, and which keyboard a phone shows, per field. */
const INPUT: Partial<Record<keyof PayeeDraft, { autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' | 'text' }>> = {
  name: { autoComplete: 'off' },
  routingNumber: { autoComplete: 'off', inputMode: 'numeric' },
  accountNumber: { autoComplete: 'off', inputMode: 'numeric' },
  iban: { autoComplete: 'off' },
  clabe: { autoComplete: 'off', inputMode: 'numeric' },
  pixKey: { autoComplete: 'off' },
  taxId: { autoComplete: 'off', inputMode: 'numeric' },
  address: { autoComplete: 'off' },
};

/**
 * The fields of the kind of account chosen, each with its label, its problem (announced and tied to
 * the field with aria-describedby) and the keyboard it needs; account identifiers read left to right.
 */
export function PayeeForm({ draft, problems, busy, onEdit, onSave, onCancel }: PayeeFormProps) {
  const t = payeesArea.useMessages();
  const kit = useMessages();
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  useProblemFocus(form, problems, FIELDS_OF[draft.kind], id);
  const field = (name: keyof PayeeDraft) => {
    const problem = problems[name];
    const problemId = problem ? id(`${name}-problem`) : undefined;
    const label = t(`payees.field.${name}` as PayeeMessageId);
    const common = { id: id(name), 'aria-invalid': problem ? true : undefined, 'aria-describedby': problemId, disabled: busy };
    let control;
    if (name === 'pixKeyType') {
      control = (
        <select {...common} className="wk-input" value={draft.pixKeyType} onChange={(event) => onEdit({ pixKeyType: event.target.value as PixKeyType })}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payees.field.pixKeyType.${type}`)}
            </option>
          ))}
        </select>
      );
    } else if (name === 'network') {
      control = (
        <select {...common} className="wk-input" value={draft.network} onChange={(event) => onEdit({ network: event.target.value as WalletNetwork })}>
          {Object.keys(WALLET_NETWORKS).map((network) => (
            <option key={network} value={network}>
              {network.charAt(0) + network.slice(1).toLowerCase()}
            </option>
          ))}
        </select>
      );
    } else {
      const identifier = name !== 'name';
      control = (
        <input
          {...common}
          {...INPUT[name]}
          className={identifier ? 'wk-input wk-mono' : 'wk-input'}
          dir={identifier ? 'ltr' : undefined}
          spellCheck={false}
          value={draft[name] as string}
          onChange={(event) => onEdit({ [name]: event.target.value })}
        />
      );
    }
    return (
      <div key={name} className="wk-field wk-flow">
        <label className="wk-label" htmlFor={id(name)}>
          {label}
        </label>
        {control}
        <div id={problemId} className="wk-error" aria-live="polite">
          {/* An empty field reads as on every form of the kit: the catalog's one 'form.required'. */}
          {problem === 'required' ? kit('form.required') : problem ? t(`payees.problem.${problem}`) : ''}
        </div>
      </div>
    );
  };
  return (
    <form
      ref={form}
      className="wk-flow"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="wk-field wk-flow">
        <label className="wk-label" htmlFor={id('kind')}>
          {t('payees.kind')}
        </label>
        <select id={id('kind')} className="wk-input" value={draft.kind} disabled={busy} onChange={(event) => onEdit({ kind: event.target.value as PayeeKind })}>
          {PAYEE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`payees.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {FIELDS_OF[draft.kind].map(field)}
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={busy}>
          <span className="wk-button-face">{t('payees.save')}</span>
        </button>
        <button type="button" className="wk-button" disabled={busy} onClick={onCancel}>
          <span className="wk-button-face">{t('payees.cancel')}</span>
        </button>
      </div>
    </form>
  );
}

/**
 * After a save that found problems, focus goes to the first field in error (its problem is its
 * description), from the Save button or from the body (a disabled button drops focus): a screen reader
 * left on the button heard nothing. A person typing in a field keeps it as the problems clear.
 */
function useProblemFocus(form: RefObject<HTMLFormElement | null>, problems: PayeeFormProps['problems'], fields: readonly (keyof PayeeDraft)[], idOf: (field: string) => string) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const fromSave = !active || active === element.ownerDocument.body || (active instanceof HTMLButtonElement && active.type === 'submit' && element.contains(active));
    if (!fromSave) return;
    const first = fields.find((field) => problems[field]);
    if (first) element.querySelector<HTMLElement>(`[id="${idOf(first)}"]`)?.focus();
    // Only a new set of problems (a save) moves focus, not a re-render.
  }, [problems]);
}
