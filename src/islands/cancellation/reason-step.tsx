import './cancellation.css';
import { useEffect } from 'react';
import type { SurveyFormValues } from '~/domain/cancellation/cancellation-input';
import { surveyPayload } from '~/domain/cancellation/survey-payload';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { ApiError } from '../shared/api-errors';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { pushCancellationEvent } from './analytics';
import BlockedNotice from './blocked-notice';
import { detailsUrl, doneUrl, failedUrl } from './flow-url';
import LoadingOrError from './loading-or-error';
import SurveyFields from './survey-fields';
import { usePreview } from './use-preview';
import { SubmitButton } from '../shared/submit-button';

const surveyResolver = lazyZodResolver<SurveyFormValues>(() =>
  import('~/domain/cancellation/cancellation-input').then((m) => m.surveyFormSchema),
);

/** /tilaukset/peruutuksen-syy: the reason survey and the confirmation. */
export default function ReasonStep() {
  const result = usePreview();
  const { register, formState, onSubmit, state } = useApiForm<SurveyFormValues, SurveyFormValues>({
    resolver: surveyResolver,
    defaultValues: { reason: '', reasonText: '' },
    send: async (values) => {
      if (result.state !== 'ready') return;
      const { data: d, query } = result;
      const survey = surveyPayload(values);
      if (survey.reason !== null || survey.reasonText) {
        pushCancellationEvent('reasonGiven', { reason: survey.reason });
      }
      await api.post<CancellationResult>(
        subscriptionPaths.cancellation(d.subscriptionNumber),
        {
          ...(d.addOnNumber ? { addOnNumber: d.addOnNumber } : {}),
          ...survey,
        },
        { withErrorBody: true },
      );
      pushCancellationEvent(d.kind === 'MAIN' ? 'cancelled' : 'addOnCancelled', {
        subscriptionNumber: d.addOnNumber ?? d.subscriptionNumber,
        reason: survey.reason,
      });
      window.location.assign(doneUrl(query));
    },
    // The failure page tells why (and pushes the failure event).
    onRefused: (err) => {
      if (result.state !== 'ready') return false;
      window.location.assign(
        failedUrl(result.query, err instanceof ApiError ? err.errorKey : undefined),
      );
      return true;
    },
  });
  // Every answer leaves the page (the receipt, the failure page or the login).
  const sending = state !== 'idle';
  const data = result.state === 'ready' ? result.data : null;
  useEffect(() => {
    if (data && data.allowed) {
      pushCancellationEvent('reasonShown', { subscriptionNumber: data.subscriptionNumber });
    }
  }, [data]);
  if (result.state !== 'ready') return <LoadingOrError result={result} />;
  const { data: d } = result;
  if (d.block) {
    return <BlockedNotice message={d.block.message} subscriptionNumber={d.subscriptionNumber} />;
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="lead">
        {d.kind === 'MAIN' ? d.productName : `${d.productName} (lisätilaus)`}, päättyy{' '}
        <strong>{d.endDateLabel}</strong>
      </p>
      <SurveyFields register={register} errors={formState.errors} />
      <p>
        Kun vahvistat, {d.kind === 'MAIN' ? 'tilauksesi' : 'lisätilauksesi'} päättyy{' '}
        {d.endDateLabel}. Saat vahvistuksen sähköpostiisi.
      </p>
      <div className="cancel-steps">
        <SubmitButton busy={sending} label="Vahvista lopettaminen" busyLabel="Lopetetaan…" />
        <a className="button button-secondary" href={detailsUrl(d.subscriptionNumber)}>
          En lopetakaan
        </a>
      </div>
    </form>
  );
}
