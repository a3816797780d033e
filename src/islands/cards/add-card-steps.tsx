import { useEffect, useRef, useState } from 'react';
import type { CardSetupCompleted } from '~/domain/cards/card-views';
import { CARD_ADD_FAILED, cardErrorMessage } from './card-errors';
import { takeProviderAnswer } from './card-url';
import { completeSetup, goToProvider } from './provider-flow';
import { expectAnswerOnArrival } from '../shared/answer-focus';
import { SubmitButton } from '../shared/submit-button';
import { useApiMutation } from '../shared/use-api-mutation';

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
  const started = useRef(false);
  const start = useApiMutation({
    send: async () => {
      await goToProvider({
        returnTo: 'CARDS',
        ...(subscriptionNumber ? { subscriptionNumber } : {}),
      });
      return 'busy';
    },
    refusalMessage: (err) => cardErrorMessage(err, CARD_ADD_FAILED),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = takeProviderAnswer();
    if (answer === null) return;
    expectAnswerOnArrival();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the card provider's answer is read once from the address
    setBack({ state: 'saving' });
    void completeSetup(answer, CARD_ADD_FAILED).then((outcome) => {
      if (!outcome.ok) setBack({ state: 'failed', message: outcome.message });
      else setBack({ state: 'saved', result: outcome.result });
    });
  }, []);

  if (back.state === 'saving') return <p aria-live="polite">Tallennetaan korttia…</p>;
  if (back.state === 'saved') {
    return (
      <div role="status" className="notice">
        <p>{back.result.message}</p>
        {back.result.change && <p>{back.result.change.message}</p>}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void start.run();
      }}
    >
      {back.state === 'failed' && (
        <div role="alert" className="alert">
          <p>{back.message}</p>
        </div>
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
      {start.error && (
        <p id="add-card-error" className="alert" role="alert">
          {start.error}
        </p>
      )}
      <SubmitButton
        state={start.state}
        label="Siirry lisäämään kortti"
        busyLabel="Siirrytään korttipalveluun…"
        errorId="add-card-error"
      />
    </form>
  );
}
