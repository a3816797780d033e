import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SurveyFormValues } from '~/domain/cancellation/cancellation-input';
import { LABELS } from '~/domain/cancellation/cancellation-texts';
import { REASON_LABELS } from '~/domain/cancellation/reason-labels';

interface Props {
  register: UseFormRegister<SurveyFormValues>;
  errors: FieldErrors<SurveyFormValues>;
}

const REASONS = Object.entries(REASON_LABELS);

/** The eleven reasons of spec §3 and a free text; answering is optional. */
export default function SurveyFields({ register, errors }: Props) {
  return (
    <>
      <fieldset className="cancel-reasons" aria-describedby="reason-hint">
        <legend>{LABELS.reason}</legend>
        <p id="reason-hint" className="hint">
          Vastauksesi auttaa meitä tekemään parempaa lehteä. Voit myös jättää vastaamatta.
        </p>
        {REASONS.map(([value, label]) => (
          <label key={value}>
            <input type="radio" value={value} {...register('reason')} /> {label}
          </label>
        ))}
        <label>
          <input type="radio" value="" {...register('reason')} /> En halua kertoa
        </label>
        {errors.reason && <p className="field-error">{errors.reason.message}</p>}
      </fieldset>
      <div className="field">
        <label htmlFor="cancel-reason-text">{LABELS.reasonText}</label>
        <textarea
          id="cancel-reason-text"
          className="cancel-textarea"
          aria-invalid={errors.reasonText ? true : undefined}
          aria-describedby={errors.reasonText ? 'cancel-reason-text-error' : undefined}
          {...register('reasonText')}
        />
        {errors.reasonText && (
          <p id="cancel-reason-text-error" className="field-error">
            {errors.reasonText.message}
          </p>
        )}
      </div>
    </>
  );
}
