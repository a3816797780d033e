import './cancellation.css';
import { useEffect, useState } from 'react';
import type { SurveyFormValues } from '~/domain/cancellation/cancellation-input';
import { surveyPayload } from '~/domain/cancellation/survey-payload';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { pushCancellationEvent } from './analytics';
import SurveyFields from './survey-fields';
import { type AnonymousWizard, keepOnlyResult, readWizard } from './wizard-state';
import { SubmitButton } from '../shared/submit-button';

const surveyResolver = lazyZodResolver<SurveyFormValues>(() =>
  import('~/domain/cancellation/cancellation-input').then((m) => m.surveyFormSchema),
);

/** /vahvista-peruutus: the subscription the numbers found, the reason and the confirmation. */
export default function AnonymousConfirm() {
  const [wizard, setWizard] = useState<AnonymousWizard | null | undefined>(undefined);
  const { register, formState, formError, onSubmit, busy } = useApiForm<
    SurveyFormValues,
    SurveyFormValues
  >({
    resolver: surveyResolver,
    defaultValues: { reason: '', reasonText: '' },
    // The survey's fields are checked here already; a refusal is about the subscription.
    fields: [],
    send: async (values) => {
      if (!wizard) return;
      const survey = surveyPayload(values);
      if (survey.reason !== null || survey.reasonText) {
        pushCancellationEvent('reasonGiven', { reason: survey.reason, anonymous: 1 });
      }
      const result = await api.post<CancellationResult>(
        'anonymous-cancellations',
        {
          customerNumber: wizard.customerNumber,
          subscriptionNumber: wizard.subscriptionNumber,
          pass: wizard.pass,
          ...survey,
        },
        { authenticated: false, withErrorBody: true },
      );
      pushCancellationEvent('anonymousCancelled', { reason: survey.reason });
      keepOnlyResult(result);
      window.location.assign('/tilaus-lopetettu');
    },
    onRefused: () => {
      pushCancellationEvent('failed', { anonymous: 1 });
    },
  });
  useEffect(() => {
    const w = readWizard();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is read once, after hydration
    setWizard(w);
    if (w) pushCancellationEvent('reasonShown', { anonymous: 1 });
  }, []);

  if (wizard === undefined) return <p aria-live="polite">Ladataan…</p>;
  if (wizard === null) {
    return (
      <>
        <p className="alert" role="alert">
          Tilauksen tiedot ovat vanhentuneet. Hae tilaus uudelleen asiakasnumerolla ja
          tilausnumerolla.
        </p>
        <p>
          <a href="/lopeta-tilaus">Hae tilaus</a>
        </p>
      </>
    );
  }
  const p = wizard.preview;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <dl className="meta">
        <dt>Tuote</dt>
        <dd>{p.productName}</dd>
        <dt>Tilausnumero</dt>
        <dd>{p.subscriptionNumber}</dd>
        <dt>Päättyy</dt>
        <dd>
          <strong>{p.endDateLabel}</strong>
        </dd>
      </dl>
      {p.noticeTexts.map((t) => (
        <p key={t}>{t}</p>
      ))}
      <p>{p.readingRightsText}</p>
      {p.addOns.length > 0 && (
        <ul>
          {p.addOns.map((a) => (
            <li key={a.subscriptionNumber}>
              Lisätilaus {a.productName} päättyy samalla {a.endDateLabel}.
            </li>
          ))}
        </ul>
      )}
      <SurveyFields register={register} errors={formState.errors} />
      <div className="cancel-steps">
        <SubmitButton busy={busy} label="Vahvista lopettaminen" busyLabel="Lopetetaan…" />
        <a className="button button-secondary" href="/">
          En lopetakaan
        </a>
      </div>
    </form>
  );
}
