import './cancellation.css';
import { useEffect, useRef, useState } from 'react';
import type { KaikkiNoticeInput, KaikkiReceipt } from '~/domain/cancellation/kaikki-notice';
import { KAIKKI_END_OPTION_LABELS, KAIKKI_LABELS } from '~/domain/cancellation/kaikki-texts';
import { REASON_LABELS } from '~/domain/cancellation/reason-labels';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { pushCancellationEvent } from './analytics';

const END_OPTIONS = Object.entries(KAIKKI_END_OPTION_LABELS);

const noticeResolver = lazyZodResolver<KaikkiNoticeInput>(() =>
  import('~/domain/cancellation/kaikki-notice').then((m) => m.kaikkiNoticeSchema),
);

/** The +Kaikki cancellation notice (spec §1): stored for customer service, with a receipt. */
export default function KaikkiNoticeForm() {
  const [receipt, setReceipt] = useState<KaikkiReceipt | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const {
    register,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<KaikkiNoticeInput, KaikkiNoticeInput>({
    resolver: noticeResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      customerNumber: '',
      reason: '',
      reasonText: '',
    },
    fields: [
      'firstName',
      'lastName',
      'email',
      'customerNumber',
      'endOption',
      'reason',
      'reasonText',
    ],
    send: async (values) => {
      setReceipt(
        await api.post<KaikkiReceipt>('kaikki-notices', values, {
          authenticated: false,
          withErrorBody: true,
        }),
      );
      pushCancellationEvent('kaikkiNoticeSent', { endOption: values.endOption });
    },
  });
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  if (receipt) {
    return (
      <div ref={receiptRef} tabIndex={-1} className="notice" role="status">
        <h2>Irtisanomisilmoitus on vastaanotettu</h2>
        <dl className="meta">
          <dt>Viite</dt>
          <dd>{receipt.receiptNumber}</dd>
          <dt>Vastaanotettu</dt>
          <dd>{receipt.receivedAtLabel}</dd>
          <dt>Toivottu päättyminen</dt>
          <dd>{receipt.endOptionLabel}</dd>
        </dl>
        <p>{receipt.processingText}</p>
        <p>Lähetimme kuittauksen myös sähköpostiisi. Muut tilauksesi jatkuvat normaalisti.</p>
      </div>
    );
  }
  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      <TextField
        id="kaikki-first-name"
        label={KAIKKI_LABELS.firstName}
        autoComplete="given-name"
        registration={register('firstName')}
        error={errors.firstName}
      />
      <TextField
        id="kaikki-last-name"
        label={KAIKKI_LABELS.lastName}
        autoComplete="family-name"
        registration={register('lastName')}
        error={errors.lastName}
      />
      <TextField
        id="kaikki-email"
        type="email"
        label={KAIKKI_LABELS.email}
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        id="kaikki-customer-number"
        label={KAIKKI_LABELS.customerNumber}
        hint="Löydät asiakasnumeron laskusta."
        inputMode="numeric"
        autoComplete="off"
        registration={register('customerNumber')}
        error={errors.customerNumber}
      />
      <fieldset
        className="cancel-reasons"
        aria-describedby={errors.endOption ? 'kaikki-end-error' : undefined}
      >
        <legend>{KAIKKI_LABELS.endOption}</legend>
        {END_OPTIONS.map(([value, label]) => (
          <label key={value}>
            <input type="radio" value={value} {...register('endOption')} /> {label}
          </label>
        ))}
        {errors.endOption && (
          <p id="kaikki-end-error" className="field-error">
            {errors.endOption.message}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="kaikki-reason">{KAIKKI_LABELS.reason}</label>
        <select id="kaikki-reason" {...register('reason')}>
          <option value="">En halua kertoa</option>
          {Object.entries(REASON_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="kaikki-reason-text">{KAIKKI_LABELS.reasonText}</label>
        <textarea
          id="kaikki-reason-text"
          className="cancel-textarea"
          aria-invalid={errors.reasonText ? true : undefined}
          {...register('reasonText')}
        />
        {errors.reasonText && <p className="field-error">{errors.reasonText.message}</p>}
      </div>
      <SubmitButton busy={busy} label="Lähetä irtisanomisilmoitus" busyLabel="Lähetetään…" />
    </ApiForm>
  );
}
