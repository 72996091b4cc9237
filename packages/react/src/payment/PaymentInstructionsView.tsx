'use client';

import { useId } from 'react';
import type { MessageId } from '../i18n/locales/en.js';
import { useFormat, useMessages, type Translate } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { CopyButton } from './CopyButton.js';
import { QrCode } from './QrCode.js';
import type { PaymentInstructionsProps } from './PaymentInstructions.js';
import type { PaymentInstructionsView as Instructions } from './types.js';
import { INSTANT, INTERNATIONAL, railNames } from '../quote/rails.js';
import { compactIban, groupIban } from './iban.js';


// Field names are shared across the service's account shapes (reference on USD, EUR, MXN...; address on
// every wallet), so one ordered list covers shapes this version has never seen; each is labelled
// `payment.<name>`. The reference comes after the account it is paid into, as a bank app asks for them. The
// first CODES are codes and addresses: monospace, left to right even in right-to-left text, and copyable (a
// person retypes them into a banking app), as is a bank's address. payloadToSign is never shown.
const FIELDS = 'iban swiftCode accountNumber routingNumber clabeNumber sortCode ifsc vpa reference address invoice assetType bankName bankAccountType bankAddress paymentRails'.split(' ');
const CODES = 11;

const ACCOUNT_TYPES: Readonly<Record<string, MessageId>> = {
  CHECKING: 'payment.bankAccountType.CHECKING',
  SAVINGS: 'payment.bankAccountType.SAVINGS',
};

function displayValue(key: string, value: unknown, t: Translate): string | undefined {
  if (key === 'paymentRails' && Array.isArray(value)) return railNames(value, t);
  if (typeof value !== 'string' || value === '') return undefined;
  if (key === 'bankAccountType') {
    // A type this version has no words for is left out: its token means nothing to a person.
    const id = ACCOUNT_TYPES[value];
    return id ? t(id) : undefined;
  }
  if (key === 'iban') return groupIban(value);
  return value;
}

/** "SOLANA_WALLET" -> "SOLANA": wallet shapes name their network in the account type. */
function networkOf(accountType: string): string | undefined {
  const match = /^([A-Z0-9]+)_(WALLET|L1)$/.exec(accountType);
  return match?.[1];
}

/**
 * The service's notes, unless they only repeat the reference warning the kit already gives beside the reference
 * (in the person's language, where the notes are the service's English): said twice, it reads as a fault. Notes
 * that name a rail by its token are not shown either: the payment methods row says the rails in words.
 */
const RAIL_TOKEN = RegExp(`\\b(${[...INSTANT, ...INTERNATIONAL].join('|')}|ACH|WIRE|\\w+_\\w+)\\b`);
const notesToShow = (notes: string | undefined, reference: unknown): string | undefined =>
  (reference && notes && /reference/i.test(notes)) || RAIL_TOKEN.test(notes ?? '') ? undefined : notes;

function Instruction({ instruction, onError }: { instruction: Instructions; onError?: ((error: unknown) => void) | undefined }) {
  const t = useMessages();
  // Read by field name across every shape: the fields this version knows, in one order.
  const info: Readonly<Record<string, unknown>> & { readonly accountType: string } = instruction.accountOrWalletInfo;
  const network = networkOf(info.accountType);
  const pix = typeof info.qrCode === 'string' && info.qrCode !== '' ? info.qrCode : undefined;
  const rows = FIELDS.flatMap((key, i) => {
    const value = displayValue(key, info[key], t);
    return value === undefined ? [] : [{ key, value, label: t(`payment.${key}` as MessageId), code: i < CODES, copy: i < CODES || key === 'bankAddress' }];
  });
  const notes = notesToShow(instruction.instructionsNotes, info.reference);
  if (network) rows.push({ key: 'network', label: t('payment.network'), value: network, code: false, copy: false });

  return (
    <>
      {pix ? (
        <div className="wk-pix">
          <QrCode value={pix} label={t('payment.pix.qr')} onError={onError} />
        </div>
      ) : null}
      <dl className="wk-list">
        {pix ? (
          <div className="wk-pay-row" data-field="qrCode">
            <dt className="wk-term">{t('payment.pix.code')}</dt>
            <dd className="wk-pay-value">
              <span className="wk-mono">{pix}</span>
              <CopyButton text={pix} label={t('payment.pix.code')} onError={onError} />
            </dd>
          </div>
        ) : null}
        {rows.map((row) => (
          <div key={row.key} className="wk-pay-row" data-field={row.key}>
            <dt className="wk-term">{row.label}</dt>
            <dd className="wk-pay-value">
              {/* Codes are left to right even without the stylesheet; the service's own text (a bank's address,
                  "885 Teaneck Road" read as "Teaneck Road ... 885" in Arabic) takes its direction from itself. */}
              <span className={row.code ? 'wk-mono' : undefined} dir={row.code ? 'ltr' : 'auto'}>
                {row.value}
              </span>
              {row.copy ? <CopyButton text={row.key === 'iban' ? compactIban(row.value) : row.value} label={row.label} onError={onError} /> : null}
            </dd>
            {row.key === 'reference' ? <dd className="wk-pay-hint wk-muted">{t('payment.reference.hint')}</dd> : null}
          </div>
        ))}
        {notes ? (
          <div className="wk-pay-row" data-field="instructionsNotes">
            <dt className="wk-term">{t('payment.notes')}</dt>
            <dd className="wk-pay-value" dir="auto">
              {notes}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

/** The payment instructions' view (loaded on demand: see PaymentInstructions). */
export function PaymentInstructionsView({ instructions, withheld = false, amount, headingLevel = 2, title, onError, className }: PaymentInstructionsProps) {
  const t = useMessages();
  const format = useFormat();
  const titleId = useId();
  const list = instructions ?? [];
  const state = withheld ? 'withheld' : list.length === 0 ? 'empty' : 'ready';

  return (
    <WidgetRoot className={className ? `wk-card wk-pay ${className}` : 'wk-card wk-pay'} role="group" aria-labelledby={titleId} data-state={state}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {withheld ? t('transaction.status.PENDING_AUTHORIZATION') : (title ?? t('payment.title'))}
      </div>
      {state === 'withheld' ? (
        <div className="wk-withheld">{t('payment.withheld.body')}</div>
      ) : state === 'empty' ? (
        <div className="wk-text wk-muted">{t('payment.none')}</div>
      ) : (
        <>
          {amount ? <div className="wk-text">{t('payment.intro', { amount: format.amount(amount.amount, amount.currency) })}</div> : null}
          {list.length === 1 ? (
            <Instruction instruction={list[0]!} onError={onError} />
          ) : (
            list.map((instruction, index) => (
              <section key={index} className="wk-list" aria-label={t('payment.option', { index: index + 1 })}>
                <div className="wk-label" aria-hidden="true">
                  {t('payment.option', { index: index + 1 })}
                </div>
                <Instruction instruction={instruction} onError={onError} />
              </section>
            ))
          )}
        </>
      )}
    </WidgetRoot>
  );
}
