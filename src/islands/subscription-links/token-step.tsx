import { useState } from 'react';
import type { LinkResult } from '~/domain/subscription-links/link-overview';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import ConsentCheckbox, { useConsentForm } from './consent-checkbox';
import StepHeading from './step-heading';

interface Props {
  focus: boolean;
  token: string;
  onLinked: (result: LinkResult) => void;
  onStartOver: () => void;
}

/** Opened from the e-mailed link: links the customer to the account now logged in. */
export default function TokenStep({ focus, token, onLinked, onStartOver }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useConsentForm();

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      const result = await api.post<LinkResult>(
        'subscription-links/confirm-token',
        { token, consent: true },
        { withErrorBody: true },
      );
      onLinked(result);
    } catch (err) {
      setFormError(messageForError(err));
    }
  });

  return (
    <section aria-labelledby="link-token-heading">
      <StepHeading focus={focus} id="link-token-heading">
        Liitä tilaus sähköpostilinkillä
      </StepHeading>
      <p>
        Tilaukset liitetään siihen käyttäjätiliin, jolla olet nyt kirjautunut. Jos haluat liittää ne
        toiseen tiliin, kirjaudu ensin ulos ja avaa linkki sitten uudelleen.
      </p>
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
          <button className="button button-secondary" type="button" onClick={onStartOver}>
            Hae tilausta asiakasnumerolla
          </button>
        </p>
      </form>
    </section>
  );
}
