import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver } from 'react-hook-form';
import { formatDate } from '~/domain/shared/dates';
import {
  DIGITAL_PART_LABEL,
  DIGITAL_PART_REQUIRED_MESSAGE,
  END_DATE_LABEL,
  START_DATE_LABEL,
} from '~/domain/suspensions/field-labels';
import type { DigitalPart, SuspensionInput } from '~/domain/suspensions/input';
import type { SuspensionList, SuspensionQuote, SuspensionView } from '~/domain/suspensions/views';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { useApiForm } from '../shared/use-api-form';
import { messageOf } from './api-problem';
import BreakdownList from './breakdown-list';
import DateField from './date-field';
import MonthCalendar from '../shared/month-calendar';
import { SubmitButton } from '../shared/submit-button';

interface Props {
  list: SuspensionList;
  /** The suspension being changed; null for a new one. */
  editing: SuspensionView | null;
  onSaved: (saved: SuspensionView, kind: 'created' | 'changed') => void;
  onCancelEdit: () => void;
}

type FieldName = 'startDate' | 'endDate' | 'digitalPart';

const FIELD_IDS: Record<FieldName, string> = {
  startDate: 'suspension-start',
  endDate: 'suspension-end',
  digitalPart: 'suspension-digital-KEEP',
};

/** The suspension as the form holds it: no digital-part choice yet is null. */
interface SuspensionFormValues {
  startDate: string;
  endDate: string;
  digitalPart: DigitalPart | null;
}

const FIELDS: readonly FieldName[] = ['startDate', 'endDate', 'digitalPart'];

const schemaResolver = lazyZodResolver<SuspensionInput>(() =>
  import('~/domain/suspensions/input').then((m) => m.suspensionInputSchema),
);

/**
 * The schema's rules, and the digital-part choice required when the subscription has a digital
 * part (context.hasDigitalChoice), which the server checks against the product (digitalPartProblem).
 */
const suspensionResolver: Resolver<
  SuspensionFormValues,
  { hasDigitalChoice: boolean },
  SuspensionInput
> = async ({ startDate, endDate, digitalPart }, context, options) => {
  const input: SuspensionInput = {
    startDate,
    endDate,
    ...(digitalPart === null ? {} : { digitalPart }),
  };
  const result = await schemaResolver(
    input,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (!context?.hasDigitalChoice || digitalPart !== null) return result;
  const errors: FieldErrors<SuspensionFormValues> = {
    ...(result.errors as FieldErrors<SuspensionFormValues>),
    digitalPart: { type: 'required', message: DIGITAL_PART_REQUIRED_MESSAGE },
  };
  return { values: {}, errors };
};

/** After the schema's refusal: the first field it named. */
function focusFirstError(errors: FieldErrors<SuspensionFormValues>): void {
  const first = FIELDS.find((f) => errors[f]);
  if (first) requestAnimationFrame(() => document.getElementById(FIELD_IDS[first])?.focus());
}

/**
 * A new suspension, or a change of one: dates and the digital-part choice, then the server's
 * breakdown, then "Vahvista". A running suspension shows its start and choice as fixed text
 * and takes only a new end date (spec §4).
 */
export default function SuspensionForm({ list, editing, onSaved, onCancelEdit }: Props) {
  const endOnly = editing !== null && !editing.canChangeAll;
  const [quote, setQuote] = useState<SuspensionQuote | null>(null);
  const breakdownHeading = useRef<HTMLHeadingElement>(null);
  const {
    control,
    register,
    getValues,
    setValue,
    watch,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<SuspensionFormValues, SuspensionInput, { hasDigitalChoice: boolean }>({
    resolver: suspensionResolver,
    context: { hasDigitalChoice: list.hasDigitalChoice },
    shouldFocusError: false,
    defaultValues: {
      startDate: editing?.startDate ?? '',
      endDate: editing?.endDate ?? '',
      digitalPart: editing?.digitalPart ?? null,
    },
    fields: FIELDS,
    // First the breakdown for the dates, then (the same button, "Vahvista") the save.
    send: async (suspension) => {
      const n = list.subscriptionNumber;
      if (!quote) {
        const path = editing
          ? subscriptionPaths.suspension(n, editing.id)
          : subscriptionPaths.suspensions(n);
        setQuote(
          await api.post<SuspensionQuote>(`${path}/quote`, suspension, { withErrorBody: true }),
        );
      } else if (editing) {
        onSaved(
          await api.patch<SuspensionView>(subscriptionPaths.suspension(n, editing.id), suspension, {
            withErrorBody: true,
          }),
          'changed',
        );
      } else {
        onSaved(
          await api.post<SuspensionView>(subscriptionPaths.suspensions(n), suspension, {
            withErrorBody: true,
          }),
          'created',
        );
      }
      return 'idle';
    },
    onRefused: () => setQuote(null),
    refusalMessage: messageOf,
    onInvalid: (invalid) => focusFirstError(invalid),
  });

  useEffect(() => {
    if (quote) breakdownHeading.current?.focus();
  }, [quote]);

  // A shown breakdown belongs to the dates it was computed for.
  const edited = () => setQuote(null);

  const range = { start: watch('startDate'), end: watch('endDate') };
  const title = editing ? (endOnly ? 'Muuta loppupäivää' : 'Muuta keskeytystä') : 'Uusi keskeytys';
  return (
    <form
      className="suspension-form"
      noValidate
      aria-labelledby="suspension-form-heading"
      aria-busy={busy}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id="suspension-form-heading" tabIndex={-1}>
        {title}
      </h3>
      {formError && (
        <p id="suspension-form-error" className="alert" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <p className="hint">{list.rulesText}</p>
      {endOnly ? (
        <p>
          Keskeytys alkoi {formatDate(getValues('startDate'))}. Voit muuttaa vain loppupäivää.
          {editing.digitalPartLabel && ` ${editing.digitalPartLabel}.`}
        </p>
      ) : (
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DateField
              id="suspension-start"
              label={START_DATE_LABEL}
              hint="Ensimmäinen päivä, jolloin lehteä ei tuoda."
              value={field.value}
              min={list.earliestStartDate}
              error={errors.startDate?.message}
              onChange={(v) => {
                field.onChange(v);
                edited();
              }}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="endDate"
        render={({ field }) => (
          <DateField
            id="suspension-end"
            label={END_DATE_LABEL}
            hint="Viimeinen päivä, jolloin lehteä ei tuoda."
            value={field.value}
            min={list.earliestStartDate}
            error={errors.endDate?.message}
            onChange={(v) => {
              field.onChange(v);
              edited();
            }}
          />
        )}
      />
      <MonthCalendar
        label="Keskeytyksen päivät kalenterissa"
        calendar={list.calendar}
        range={range}
        mode={endOnly ? 'end' : 'range'}
        onPick={(picked) => {
          if (!endOnly) setValue('startDate', picked.start, { shouldDirty: true });
          setValue('endDate', picked.end, { shouldDirty: true });
          edited();
        }}
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
                value={o.value}
                aria-invalid={errors.digitalPart ? true : undefined}
                {...register('digitalPart', { onChange: edited })}
              />{' '}
              {o.label}
            </label>
          ))}
          {errors.digitalPart && (
            <p id="suspension-digital-error" className="field-error">
              {errors.digitalPart.message}
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
        <SubmitButton
          busy={busy}
          label={quote ? 'Vahvista' : 'Näytä hinnan erittely'}
          busyLabel="Hetkinen…"
        />{' '}
        {editing && (
          <button type="button" className="button button-secondary" onClick={onCancelEdit}>
            Älä muuta
          </button>
        )}
      </p>
    </form>
  );
}
