import { type Control, useController } from 'react-hook-form';
import type { ReportDate } from '~/domain/delivery/delivery-status';
import { LABELS } from '~/domain/delivery/report-texts';
import type { ReportFormValues } from './report-form-values';

interface Props {
  control: Control<ReportFormValues>;
  dates: ReportDate[];
}

/** The reported days as a group of checkboxes: one report may cover several days. */
export default function DatesField({ control, dates }: Props) {
  const { field, fieldState } = useController({ control, name: 'dates' });
  const chosen = new Set(field.value);
  const toggle = (date: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(date);
    else next.delete(date);
    field.onChange(dates.map((d) => d.date).filter((d) => next.has(d)));
  };
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'report-dates-error' : 'report-dates-hint'}
    >
      <legend>{LABELS.dates}</legend>
      <p id="report-dates-hint" className="hint">
        Voit valita yhden tai useamman päivän viimeisen viikon ajalta.
      </p>
      {dates.map((d, i) => (
        <label key={d.date} className="checkbox">
          <input
            type="checkbox"
            name="dates"
            value={d.date}
            checked={chosen.has(d.date)}
            ref={i === 0 ? field.ref : undefined}
            onChange={(e) => toggle(d.date, e.target.checked)}
            onBlur={field.onBlur}
          />{' '}
          {d.label}
        </label>
      ))}
      {error && (
        <p id="report-dates-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
