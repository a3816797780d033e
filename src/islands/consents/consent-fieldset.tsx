import type { UseFormRegisterReturn } from 'react-hook-form';
import { slotDescription, valueLabel } from '~/domain/consents/consent-texts';
import type { ConsentView } from '~/domain/consents/consent-views';
import { CHOOSABLE_VALUES } from '~/domain/consents/enums';

/** One choice as a radio group: its name as the legend, Sallin / En salli, and when it changed. */
export function ConsentFieldset({
  consent,
  id,
  registration,
  error,
  optInDisabled,
}: {
  consent: ConsentView;
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The marketing ban is on: OptIn cannot be chosen. */
  optInDisabled: boolean;
}) {
  const description = slotDescription(consent);
  const described = [
    description ? `${id}-description` : null,
    `${id}-changed`,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="consent-choice" aria-describedby={described}>
      <legend>{consent.label}</legend>
      {description && (
        <p id={`${id}-description`} className="hint">
          {description}
        </p>
      )}
      {CHOOSABLE_VALUES.map((value) => (
        <label key={value} className="checkbox">
          <input
            type="radio"
            value={value}
            disabled={value === 'OptIn' && optInDisabled}
            aria-invalid={error ? true : undefined}
            {...registration}
          />{' '}
          {valueLabel(consent, value)}
        </label>
      ))}
      <p id={`${id}-changed`} className="hint" data-testid="consent-changed">
        {consent.changedText ?? 'Et ole vielä tehnyt valintaa.'}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
