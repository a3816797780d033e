import type { SurveyFormValues } from './cancellation-input';
import type { CancellationReason } from './enums';

/** The survey's form values as the API wants them: no answer travels as null. */
export function surveyPayload(values: SurveyFormValues): {
  reason: CancellationReason | null;
  reasonText?: string;
} {
  const text = values.reasonText.trim();
  const reason = values.reason === '' ? null : values.reason;
  return text === '' ? { reason } : { reason, reasonText: text };
}
