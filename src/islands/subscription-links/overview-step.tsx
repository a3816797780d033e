import { useState } from 'react';
import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import type { LinkOverview, LinkResult } from '~/domain/subscription-links/link-overview';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import ConsentCheckbox, { useConsentForm } from './consent-checkbox';
import StepHeading from './step-heading';

interface Props {
  focus: boolean;
  search: LinkSearchFields;
  overview: LinkOverview;
  onLinked: (result: LinkResult) => void;
  onEmailSent: () => void;
  onBack: () => void;
}

/** Step 2: whose subscriptions these are, and the consent that linking requires (spec §5). */
export default function OverviewStep({
  focus,
  search,
  overview,
  onLinked,
  onEmailSent,
  onBack,
}: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useConsentForm();

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      const result = await api.post<LinkResult>(
        'subscription-links',
        { ...search, consent: true },
        { withErrorBody: true },
      );
      onLinked(result);
    } catch (err) {
      if (err instanceof ApiError && err.errorKey === 'email-mismatch') onEmailSent();
      else setFormError(messageForError(err));
    }
  });

  const { address } = overview;
  return (
    <section aria-labelledby="link-overview-heading">
      <StepHeading focus={focus} id="link-overview-heading">
        Tarkista tiedot
      </StepHeading>
      <dl className="meta">
        <dt>Tilaaja</dt>
        <dd>{overview.customerName}</dd>
        <dt>Asiakasnumero</dt>
        <dd>{overview.customerNumber}</dd>
        <dt>Osoite</dt>
        <dd>
          {address.streetAddress}, {address.zipCode} {address.postOffice}
        </dd>
      </dl>
      <h3>Tiliisi liitettävät tilaukset</h3>
      <ul aria-label="Liitettävät tilaukset">
        {overview.subscriptions.map((s) => (
          <li key={s.subscriptionNumber}>
            {s.productName}, tilausnumero {s.subscriptionNumber}: {s.statusLabel}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError && (
          <p className="alert" role="alert">
            {formError}
          </p>
        )}
        <ConsentCheckbox form={form} />
        <p>
          <button className="button" type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Liitetään…' : 'Liitä tilaus tiliin'}
          </button>{' '}
          <button className="button button-secondary" type="button" onClick={onBack}>
            Takaisin hakuun
          </button>
        </p>
      </form>
    </section>
  );
}
