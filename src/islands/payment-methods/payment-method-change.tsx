import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { useEffect, useRef, useState } from 'react';
import type { PaymentMethodChangeInput } from '~/domain/payment-methods/change-input';
import type { MethodChangeResult, MethodChoice } from '~/domain/payment-methods/views';
import {
  RESUME_STORAGE_KEY,
  saveResumeState,
  takeResumeState,
} from '~/domain/strong-identification/resume-state';
import { expectAnswerOnArrival } from '../shared/answer-focus';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { errorMessage, messageForError } from '../shared/error-messages';
import { addCardPath } from '~/domain/cards/card-paths';
import { isSubscriptionKey, subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import { refreshKeys } from '../shared/query';
import { useAddressSearch } from '../shared/use-hydrated';
import { useApiMutation } from '../shared/use-api-mutation';
import { useApiQuery } from '../shared/use-api-query';
import MethodForm from './method-form';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

/** The action name under which the change waits in session storage during identification. */
const RESUME_ACTION = 'payment-method-change';

const here = () => window.location.pathname + window.location.search;

/**
 * /laskut/laskutustavat/vaihda-laskutustapa?maksutapa=<subscription number>: the payment method
 * change. An invoice method needs strong identification: the change waits in session storage
 * while the customer visits the bank (api-transport.ts redirects on the 401) and is sent again
 * on return; a cancelled or failed identification is shown here instead.
 */
export default function PaymentMethodChange() {
  // null until read: the page is prerendered, so the address is only known in the browser.
  const search = useAddressSearch();
  const number = search === null ? null : (new URLSearchParams(search).get('maksutapa') ?? '');
  const resumed = useRef<ReturnType<typeof takeResumeState>>(null);
  const [initial, setInitial] = useState<Partial<PaymentMethodChangeInput>>({});
  const [result, setResult] = useState<MethodChangeResult | null>(null);

  const { run, refuse, state, error } = useApiMutation({
    send: async (input: PaymentMethodChangeInput, needsIdentification: boolean) => {
      if (number === null) return 'idle';
      if (needsIdentification) {
        saveResumeState(
          window.sessionStorage,
          { returnTo: here(), action: { name: RESUME_ACTION, input } },
          Date.now(),
        );
      }
      try {
        const path = subscriptionPaths.paymentMethodChanges(number);
        setResult(await api.post<MethodChangeResult>(path, input));
      } catch (err) {
        // The browser is already on its way to the bank: busy until the page has gone.
        if (err instanceof ApiError && err.errorKey === 'strong-identification-required') {
          return 'busy';
        }
        throw err;
      }
      refreshKeys('payment-methods', underEverySubscription('payment-method'), isSubscriptionKey);
      window.sessionStorage.removeItem(RESUME_STORAGE_KEY);
      return 'done';
    },
  });

  useEffect(() => {
    if (number === null || !isSubscriptionNumber(number)) return;
    resumed.current ??= takeResumeState(window.sessionStorage, RESUME_ACTION, here(), Date.now());
  }, [number]);
  const valid = number !== null && isSubscriptionNumber(number);
  const load = useApiQuery<MethodChoice>(
    valid ? subscriptionPaths.paymentMethodOptions(number) : null,
  );

  // A change that waited for strong identification continues once the choices are there.
  const ready = load.state === 'ready';
  useEffect(() => {
    const waiting = resumed.current;
    if (!ready || waiting === null) return;
    resumed.current = null;
    // The schema (and zod) loads only for a change that comes back from identification.
    void import('~/domain/payment-methods/change-input').then(
      ({ paymentMethodChangeInputSchema }) => {
        const parsed = paymentMethodChangeInputSchema.safeParse(waiting.action?.input);
        // The stored address (returnTo, with ?maksutapa=) names the same subscription.
        if (!parsed.success) return;
        setInitial(parsed.data);
        expectAnswerOnArrival();
        if (waiting.outcome === 'identified') void run(parsed.data, false);
        else if (waiting.outcome === 'cancelled' || waiting.outcome === 'failed') {
          refuse(errorMessage(`strong-identification-${waiting.outcome}`));
        }
      },
    );
  }, [ready, run, refuse]);

  if (number !== null && !valid) {
    return (
      <p className="alert" role="alert">
        {SUBSCRIPTION_NOT_FOUND}
      </p>
    );
  }
  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskutustapoja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const { data } = load;
  if (result) {
    return (
      <>
        <div role="status" className="notice">
          <p>Laskutustavan muutos on tallennettu.</p>
          <p>{result.notice}</p>
          <p>Lähetimme vahvistuksen sähköpostiisi.</p>
        </div>
        {result.cardRequest && (
          <p>
            <a className="button" href={addCardPath(result.subscriptionNumber)}>
              Lisää maksukortti nyt
            </a>
          </p>
        )}
        <p>
          <a href="/laskut/laskutustavat">Takaisin laskutustapoihin</a>
        </p>
      </>
    );
  }
  return (
    <MethodForm
      // A change resumed after identification arrives after the choices: the form starts again with it.
      key={initial.method ?? ''}
      choice={data}
      initialMethod={initial.method ?? null}
      initialCardId={initial.cardId ?? null}
      initialNewCard={initial.newCard === true}
      state={state}
      formError={error}
      onSubmit={(input, needsIdentification) => void run(input, needsIdentification)}
    />
  );
}
