import { useEffect, useRef, useState } from 'react';
import type { CardSetupCompleted } from '~/domain/cards/card-views';
import { CARD_ADD_FAILED } from './card-errors';
import { refreshKeys } from '../shared/query';
import { takeProviderAnswer } from './card-url';
import { completeSetup, goToProvider } from './provider-flow';
import { SubmitButton, type SubmitState } from '../shared/submit-button';

/** The card provider's answer when the customer comes back from its page. */
const PROVIDER_ANSWER_ID = 'add-card-provider-answer';

type Return =
  | { state: 'none' }
  | { state: 'saving' }
  | { state: 'saved'; result: CardSetupCompleted }
  | { state: 'failed'; message: string };

/** The modal's content: off to the provider, or back from it with the result. */
export default function AddCardSteps({
  subscriptionNumber,
}: {
  subscriptionNumber: string | null;
}) {
  const [back, setBack] = useState<Return>({ state: 'none' });
  const [submit, setSubmit] = useState<SubmitState>('idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = takeProviderAnswer();
    if (answer === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the card provider's answer is read once from the address
    setBack({ state: 'saving' });
    void completeSetup(answer, CARD_ADD_FAILED).then((outcome) => {
      if (!outcome.ok) setBack({ state: 'failed', message: outcome.message });
      else {
        setBack({ state: 'saved', result: outcome.result });
        refreshKeys('cards');
      }
      // No button of this page sent the request: the answer takes focus itself.
      requestAnimationFrame(() => document.getElementById(PROVIDER_ANSWER_ID)?.focus());
    });
  }, []);

  if (back.state === 'saving') return <p aria-live="polite">Tallennetaan korttia…</p>;
  if (back.state === 'saved') {
    return (
      <div id={PROVIDER_ANSWER_ID} role="status" tabIndex={-1}>
        <p>{back.result.message}</p>
        {back.result.change && <p>{back.result.change.message}</p>}
      </div>
    );
  }

  const start = async () => {
    setSubmit('busy');
    setError(null);
    const failure = await goToProvider(
      { returnTo: 'CARDS', ...(subscriptionNumber ? { subscriptionNumber } : {}) },
      CARD_ADD_FAILED,
    );
    // On success the browser is already leaving for the provider's page.
    if (failure) {
      setError(failure);
      setSubmit('error');
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      {back.state === 'failed' && (
        <p id={PROVIDER_ANSWER_ID} className="alert" role="alert" tabIndex={-1}>
          {back.message}
        </p>
      )}
      <p>
        Siirryt korttipalvelun sivulle lisäämään kortin. Kortin tiedot käsittelee korttipalvelu:
        tallennamme vain kortin tyypin, sen neljä viimeistä numeroa ja voimassaoloajan.
      </p>
      {subscriptionNumber && (
        <p>
          Uudella kortilla maksetaan tilaus {subscriptionNumber} seuraavasta laskutuskaudesta
          alkaen.
        </p>
      )}
      {error && (
        <p id="add-card-error" className="alert" role="alert">
          {error}
        </p>
      )}
      <SubmitButton
        state={submit}
        label="Siirry lisäämään kortti"
        busyLabel="Siirrytään korttipalveluun…"
        doneLabel="Siirrytään korttipalveluun…"
        errorId="add-card-error"
      />
    </form>
  );
}
