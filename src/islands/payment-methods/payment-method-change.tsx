import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { useCallback, useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import {
  type PaymentMethodChangeInput,
  paymentMethodChangeInputSchema,
} from '~/domain/payment-methods/change-input';
import type { MethodChangeResult, MethodChoice } from '~/domain/payment-methods/views';
import {
  RESUME_STORAGE_KEY,
  saveResumeState,
  takeResumeState,
} from '~/domain/strong-identification/resume-state';
import { api } from '../shared/api-client';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { errorMessage, messageForError } from '../shared/error-messages';
import { addCardPath } from '~/domain/cards/card-paths';
import type { SubmitState } from '../shared/submit-button';
import MethodForm from './method-form';

/** The action name under which the change waits in session storage during identification. */
const RESUME_ACTION = 'payment-method-change';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: MethodChoice };

const here = () => window.location.pathname + window.location.search;

/**
 * /laskut/laskutustavat/vaihda-laskutustapa?maksutapa=<subscription number>: the payment method
 * change. An invoice method needs strong identification: the change waits in session storage
 * while the customer visits the bank (api-transport.ts redirects on the 401) and is sent again
 * on return; a cancelled or failed identification is shown here instead.
 */
export default function PaymentMethodChange() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [initial, setInitial] = useState<Partial<PaymentMethodChangeInput>>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<MethodChangeResult | null>(null);

  const send = useCallback(
    async (input: PaymentMethodChangeInput, needsIdentification: boolean) => {
      setFormError(null);
      setState('busy');
      if (needsIdentification) {
        saveResumeState(
          window.sessionStorage,
          { returnTo: here(), action: { name: RESUME_ACTION, input } },
          Date.now(),
        );
      }
      try {
        setResult(await api.post<MethodChangeResult>('payment-methods/changes', input));
        setState('done');
        window.sessionStorage.removeItem(RESUME_STORAGE_KEY);
      } catch (err) {
        // On strong-identification-required the browser is already on its way to the bank.
        if (err instanceof ApiError && err.errorKey === 'strong-identification-required') return;
        setFormError(messageForError(err));
        setState('error');
      }
    },
    [],
  );

  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get('maksutapa') ?? '';
    if (!isSubscriptionNumber(number)) {
      setLoad({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    const resumed = takeResumeState(window.sessionStorage, RESUME_ACTION, here(), Date.now());
    const parsed = paymentMethodChangeInputSchema.safeParse(resumed?.action?.input);
    api
      .get<MethodChoice>(`payment-methods/options?subscription=${number}`)
      .then((data) => {
        setLoad({ state: 'ready', data });
        if (!parsed.success || parsed.data.subscriptionNumber !== number) return;
        setInitial(parsed.data);
        if (resumed?.outcome === 'identified') void send(parsed.data, false);
        else if (resumed?.outcome === 'cancelled' || resumed?.outcome === 'failed') {
          setFormError(errorMessage(`strong-identification-${resumed.outcome}`));
          setState('error');
        }
      })
      .catch((err: unknown) => {
        if (err instanceof LoggedOutError) {
          window.location.assign(loginUrl(here()));
          return;
        }
        setLoad({ state: 'error', message: messageForError(err) });
      });
  }, [send]);

  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskutustapoja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
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
      choice={data}
      initialMethod={initial.method ?? null}
      initialCardId={initial.cardId ?? null}
      initialNewCard={initial.newCard === true}
      state={state}
      formError={formError}
      onSubmit={(input, needsIdentification) => void send(input, needsIdentification)}
    />
  );
}
