import './cancellation.css';
import { useEffect, useState } from 'react';
import type { AnonymousLookupInput } from '~/domain/cancellation/cancellation-input';
import { LABELS } from '~/domain/cancellation/cancellation-texts';
import type { AnonymousPreview } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { PassInUse, PassOffer, isTooManyAttempts, usePassFromAddress } from '../shared/pass-offer';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { pushCancellationEvent } from './analytics';
import { AlternativeHelp } from './blocked-notice';
import { saveWizard } from './wizard-state';
import { SubmitButton } from '../shared/submit-button';

const lookupResolver = lazyZodResolver<AnonymousLookupInput>(() =>
  import('~/domain/cancellation/cancellation-input').then((m) => m.anonymousLookupSchema),
);

/** /lopeta-tilaus: the customer and subscription numbers identify the subscription (spec §6). */
export default function AnonymousLookup() {
  const [blocked, setBlocked] = useState<AnonymousPreview | null>(null);
  const [tooMany, setTooMany] = useState(false);
  // The e-mailed link's pass past a locked address (pass-offer.tsx), read after hydration.
  const pass = usePassFromAddress();
  const {
    register,
    getValues,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<AnonymousLookupInput, AnonymousLookupInput>({
    resolver: lookupResolver,
    defaultValues: { customerNumber: '', subscriptionNumber: '' },
    // Every refusal (not found, too many tries) is a sentence for the whole form.
    fields: [],
    send: async (values) => {
      setBlocked(null);
      setTooMany(false);
      const preview = await api.post<AnonymousPreview>(
        'anonymous-cancellations/lookup',
        { ...values, pass },
        { authenticated: false, withErrorBody: true },
      );
      pushCancellationEvent('anonymousIdentified');
      if (!preview.allowed) {
        setBlocked(preview);
        return 'idle';
      }
      saveWizard({ ...values, pass, preview });
      window.location.assign('/vahvista-peruutus');
      return 'done';
    },
    // A locked address: the message, and the offer of a pass by e-mail beside it.
    onRefused: (err) => {
      setTooMany(isTooManyAttempts(err));
    },
  });
  useEffect(() => pushCancellationEvent('anonymousStarted'), []);

  return (
    <>
      {pass && <PassInUse />}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {formError && (
          <p className="alert" role="alert">
            {formError}
          </p>
        )}
        {tooMany && (
          <PassOffer
            form="cancel"
            details={() => {
              const { customerNumber, subscriptionNumber } = getValues();
              return { customerNumber, subscriptionNumber };
            }}
          />
        )}
        <TextField
          id="cancel-customer-number"
          label={LABELS.customerNumber}
          hint="8 tai 9 numeroa. Löydät sen laskusta."
          inputMode="numeric"
          autoComplete="off"
          registration={register('customerNumber')}
          error={errors.customerNumber}
        />
        <TextField
          id="cancel-subscription-number"
          label={LABELS.subscriptionNumber}
          hint="7 tai 8 numeroa. Löydät sen laskusta ja tilausvahvistuksesta."
          inputMode="numeric"
          autoComplete="off"
          registration={register('subscriptionNumber')}
          error={errors.subscriptionNumber}
        />
        <SubmitButton busy={busy} label="Hae tilaus" busyLabel="Haetaan…" />
      </form>
      {blocked?.block && (
        <section aria-labelledby="blocked-heading">
          <h2 id="blocked-heading">
            {blocked.productName} ({blocked.subscriptionNumber}): tilausta ei voi lopettaa verkossa
          </h2>
          <p className="alert" role="alert">
            {blocked.block.message}
          </p>
          <AlternativeHelp subscriptionNumber={null} />
        </section>
      )}
    </>
  );
}
