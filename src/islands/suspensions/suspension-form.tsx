import { useEffect, useRef, useState } from 'react';
import { formatDate } from '~/domain/shared/dates';
import {
  DIGITAL_PART_LABEL,
  DIGITAL_PART_REQUIRED_MESSAGE,
  type DigitalPart,
  END_DATE_LABEL,
  START_DATE_LABEL,
  suspensionInputSchema,
} from '~/domain/suspensions/input';
import type { SuspensionList, SuspensionQuote, SuspensionView } from '~/domain/suspensions/views';
import { api } from '../shared/api-client';
import { type FieldName, type FormErrors, formErrorsOf } from './api-problem';
import BreakdownList from './breakdown-list';
import DateField from './date-field';

interface Props {
  list: SuspensionList;
  /** The suspension being changed; null for a new one. */
  editing: SuspensionView | null;
  onSaved: (saved: SuspensionView, kind: 'created' | 'changed') => void;
  onCancelEdit: () => void;
}

const FIELD_IDS: Record<FieldName, string> = {
  startDate: 'suspension-start',
  endDate: 'suspension-end',
  digitalPart: 'suspension-digital-KEEP',
};

function focusFirstError(errors: FormErrors): void {
  const first = (['startDate', 'endDate', 'digitalPart'] as const).find((f) => errors[f]);
  const id = first ? FIELD_IDS[first] : 'suspension-form-error';
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * A new suspension, or a change of one: dates and the digital-part choice, then the server's
 * breakdown, then "Vahvista". A running suspension shows its start and choice as fixed text
 * and takes only a new end date (spec §4).
 */
export default function SuspensionForm({ list, editing, onSaved, onCancelEdit }: Props) {
  const endOnly = editing !== null && !editing.canChangeAll;
  const [startDate, setStartDate] = useState(editing?.startDate ?? '');
  const [endDate, setEndDate] = useState(editing?.endDate ?? '');
  const [digitalPart, setDigitalPart] = useState<DigitalPart | null>(editing?.digitalPart ?? null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [quote, setQuote] = useState<SuspensionQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const breakdownHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (quote) breakdownHeading.current?.focus();
  }, [quote]);

  const edit = (apply: () => void) => {
    apply();
    setQuote(null); // a shown breakdown belongs to the dates it was computed for
  };

  const base = `subscriptions/${list.subscriptionNumber}/suspensions`;
  const submit = async () => {
    const parsed = suspensionInputSchema.safeParse({
      startDate,
      endDate,
      ...(digitalPart === null ? {} : { digitalPart }),
    });
    const found: FormErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
    }
    if (list.hasDigitalChoice && digitalPart === null) {
      found.digitalPart = DIGITAL_PART_REQUIRED_MESSAGE;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const path = editing ? `${base}/${editing.id}` : base;
    try {
      if (!quote) {
        setQuote(
          await api.post<SuspensionQuote>(`${path}/quote`, parsed.data, { withErrorBody: true }),
        );
      } else if (editing) {
        onSaved(
          await api.patch<SuspensionView>(path, parsed.data, { withErrorBody: true }),
          'changed',
        );
      } else {
        onSaved(
          await api.post<SuspensionView>(path, parsed.data, { withErrorBody: true }),
          'created',
        );
      }
    } catch (err) {
      const failed = formErrorsOf(err);
      setQuote(null);
      setErrors(failed);
      focusFirstError(failed);
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? (endOnly ? 'Muuta loppupäivää' : 'Muuta keskeytystä') : 'Uusi keskeytys';
  return (
    <form
      className="suspension-form"
      noValidate
      aria-labelledby="suspension-form-heading"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="suspension-form-heading" tabIndex={-1}>
        {title}
      </h3>
      {errors.form && (
        <p id="suspension-form-error" className="alert" role="alert" tabIndex={-1}>
          {errors.form}
        </p>
      )}
      <p className="hint">{list.rulesText}</p>
      {endOnly ? (
        <p>
          Keskeytys alkoi {formatDate(startDate)}. Voit muuttaa vain loppupäivää.
          {editing.digitalPartLabel && ` ${editing.digitalPartLabel}.`}
        </p>
      ) : (
        <DateField
          id="suspension-start"
          label={START_DATE_LABEL}
          hint="Ensimmäinen päivä, jolloin lehteä ei tuoda."
          value={startDate}
          min={list.earliestStartDate}
          error={errors.startDate}
          onChange={(v) => edit(() => setStartDate(v))}
        />
      )}
      <DateField
        id="suspension-end"
        label={END_DATE_LABEL}
        hint="Viimeinen päivä, jolloin lehteä ei tuoda."
        value={endDate}
        min={list.earliestStartDate}
        error={errors.endDate}
        onChange={(v) => edit(() => setEndDate(v))}
      />
      {list.hasDigitalChoice && !endOnly && (
        <fieldset
          className="field"
          aria-describedby={errors.digitalPart ? 'suspension-digital-error' : undefined}
        >
          <legend>{DIGITAL_PART_LABEL}</legend>
          {list.digitalPartOptions.map((o) => (
            <label key={o.value} className="checkbox">
              <input
                id={`suspension-digital-${o.value}`}
                type="radio"
                name="digitalPart"
                value={o.value}
                checked={digitalPart === o.value}
                aria-invalid={errors.digitalPart ? true : undefined}
                onChange={() => edit(() => setDigitalPart(o.value))}
              />{' '}
              {o.label}
            </label>
          ))}
          {errors.digitalPart && (
            <p id="suspension-digital-error" className="field-error">
              {errors.digitalPart}
            </p>
          )}
        </fieldset>
      )}
      {quote && (
        <section aria-labelledby="suspension-breakdown-heading">
          <h4 id="suspension-breakdown-heading" ref={breakdownHeading} tabIndex={-1}>
            Hinnan erittely {quote.periodLabel}
          </h4>
          <BreakdownList breakdown={quote.breakdown} />
        </section>
      )}
      <p className="suspension-buttons">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Hetkinen…' : quote ? 'Vahvista' : 'Näytä hinnan erittely'}
        </button>{' '}
        {editing && (
          <button type="button" className="button button-secondary" onClick={onCancelEdit}>
            Älä muuta
          </button>
        )}
      </p>
    </form>
  );
}
