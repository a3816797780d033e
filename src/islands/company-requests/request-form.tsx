import { useState } from 'react';
import {
  COUNTRY_LABEL,
  COUNTRY_OPTIONS,
  POST_OFFICE_LABEL,
  STREET_LABEL,
  ZIP_LABEL,
} from '~/domain/address-changes/address-fields';
import { END_LABEL, START_LABEL } from '~/domain/address-changes/change-input';
import {
  MESSAGE_LABEL,
  companyRequestInputSchema,
  requestNeeds,
} from '~/domain/company-requests/request-input';
import type { CompanyRequestType } from '~/domain/company-requests/request-types';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { serverFieldErrors } from '../shared/server-errors';
import { PlainField } from '../shared/plain-field';

type Errors = Record<string, string>;
const EMPTY = { startDate: '', endDate: '', street: '', zip: '', postOffice: '', country: 'FI' };

/** The request: what to change, the dates and address where the change has them, free text. */
export default function RequestForm({
  overview,
  onSent,
}: {
  overview: CompanyRequestOverview;
  onSent: (result: CompanyRequestResult) => void;
}) {
  const [type, setType] = useState<CompanyRequestType | ''>('');
  const [v, setV] = useState(EMPTY);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needs = type === '' ? null : requestNeeds(type);
  const set =
    (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setV({ ...v, [key]: e.target.value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      subscriptionNumber: overview.subscriptionNumber,
      changeType: type === '' ? undefined : type,
      ...(needs?.start ? { startDate: v.startDate } : {}),
      ...(needs?.end ? { endDate: v.endDate } : {}),
      ...(needs?.address
        ? {
            address: {
              streetAddress: v.street,
              zipCode: v.zip,
              postOffice: v.postOffice,
              countryCode: v.country,
            },
          }
        : {}),
      message,
    };
    const parsed = companyRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSent(
        await api.post<CompanyRequestResult>('company-requests', parsed.data, {
          withErrorBody: true,
        }),
      );
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (err instanceof ApiError && err.status === 400 && Object.keys(fields).length > 0) {
        setErrors(fields);
      } else setFormError(messageForError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <fieldset aria-describedby={errors['changeType'] ? 'request-type-error' : undefined}>
        <legend>Mitä haluat muuttaa?</legend>
        {overview.types.map((t) => (
          <label key={t.type} className="checkbox">
            <input
              type="radio"
              name="changeType"
              value={t.type}
              checked={type === t.type}
              onChange={() => setType(t.type)}
            />{' '}
            {t.label}
          </label>
        ))}
        {errors['changeType'] && (
          <p id="request-type-error" className="field-error">
            {errors['changeType']}
          </p>
        )}
      </fieldset>
      {needs?.start && (
        <PlainField
          id="request-start"
          label={START_LABEL}
          type="date"
          min={overview.today}
          value={v.startDate}
          onChange={set('startDate')}
          error={errors['startDate']}
        />
      )}
      {needs?.end && (
        <PlainField
          id="request-end"
          label={END_LABEL}
          type="date"
          min={overview.today}
          value={v.endDate}
          onChange={set('endDate')}
          error={errors['endDate']}
        />
      )}
      {needs?.address && (
        <fieldset>
          <legend>Uusi osoite</legend>
          {errors['address'] && <p className="field-error">{errors['address']}</p>}
          <div className="field">
            <label htmlFor="request-country">{COUNTRY_LABEL}</label>
            <select id="request-country" value={v.country} onChange={set('country')}>
              {COUNTRY_OPTIONS.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <PlainField
            id="request-street"
            label={STREET_LABEL}
            autoComplete="street-address"
            value={v.street}
            onChange={set('street')}
            error={errors['address.streetAddress']}
          />
          <PlainField
            id="request-zip"
            label={ZIP_LABEL}
            autoComplete="postal-code"
            value={v.zip}
            onChange={set('zip')}
            error={errors['address.zipCode']}
          />
          <PlainField
            id="request-post-office"
            label={POST_OFFICE_LABEL}
            autoComplete="address-level2"
            value={v.postOffice}
            onChange={set('postOffice')}
            error={errors['address.postOffice']}
          />
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="request-message">
          {MESSAGE_LABEL}
          {type === 'OTHER' ? '' : ' (vapaaehtoinen)'}
        </label>
        <textarea
          id="request-message"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors['message'] ? true : undefined}
          aria-describedby={errors['message'] ? 'request-message-error' : undefined}
        />
        {errors['message'] && (
          <p id="request-message-error" className="field-error">
            {errors['message']}
          </p>
        )}
      </div>
      <button className="button" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Lähetetään…' : 'Lähetä käsittelypyyntö'}
      </button>
    </form>
  );
}
