import './cancellation.css';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SurveyFormValues } from '~/domain/cancellation/cancellation-input';
import { surveyPayload } from '~/domain/cancellation/survey-payload';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { pushCancellationEvent } from './analytics';
import SurveyFields from './survey-fields';
import { type AnonymousWizard, keepOnlyResult, readWizard } from './wizard-state';

const surveyResolver = lazyZodResolver<SurveyFormValues>(() =>
  import('~/domain/cancellation/cancellation-input').then((m) => m.surveyFormSchema),
);

/** /vahvista-peruutus: the subscription the numbers found, the reason and the confirmation. */
export default function AnonymousConfirm() {
  const [wizard, setWizard] = useState<AnonymousWizard | null | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SurveyFormValues>({
    resolver: surveyResolver,
    defaultValues: { reason: '', reasonText: '' },
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
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const survey = surveyPayload(values);
    if (survey.reason !== null || survey.reasonText) {
      pushCancellationEvent('reasonGiven', { reason: survey.reason, anonymous: 1 });
    }
    try {
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
    } catch (err) {
      pushCancellationEvent('failed', { anonymous: 1 });
      setFormError(messageForError(err));
    }
  });

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
        <button
          className="button"
          type="submit"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {formState.isSubmitting ? 'Lopetetaan…' : 'Vahvista lopettaminen'}
        </button>
        <a className="button button-secondary" href="/">
          En lopetakaan
        </a>
      </div>
    </form>
  );
}
