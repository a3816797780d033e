import { useEffect, useRef, useState } from 'react';
import { CARD_CHOICE_MESSAGE } from '~/domain/cards/card-texts';
import type { CardChangeResult, CardsOverview } from '~/domain/cards/card-views';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { CARD_CHANGE_FAILED, cardErrorMessage } from './card-errors';
import { CARDS_PATH } from '~/domain/cards/card-paths';
import { subscriptionParam, takeProviderAnswer } from './card-url';
import { completeSetup, goToProvider } from './provider-flow';
import { expectAnswerOnArrival } from '../shared/answer-focus';
import { SubmitButton } from '../shared/submit-button';
import { useCards } from './use-cards';

const NEW_CARD = 'uusi';

/** A saved card's id, or NEW_CARD for one added at the provider first. */
interface ChangeFormValues {
  cardId: string;
}

/** /laskut/maksukortit/vaihda-kortti?maksutapa=<subscription>: another card for a subscription. */
export default function ChangeCardPage() {
  const load = useCards();
  const [number, setNumber] = useState<string | null | undefined>(undefined);
  const [returned, setReturned] = useState<{ message: string; ok: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setNumber(subscriptionParam(window.location.search));
    const answer = takeProviderAnswer();
    if (answer === null) return;
    expectAnswerOnArrival();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the card provider's answer is read once from the address
    setReturned({ ok: true, message: 'Tallennetaan korttia…' });
    void completeSetup(answer, CARD_CHANGE_FAILED).then((outcome) => {
      setReturned(
        outcome.ok
          ? { ok: true, message: outcome.result.change?.message ?? outcome.result.message }
          : { ok: false, message: outcome.message },
      );
    });
  }, []);

  if (load.state === 'loading' || number === undefined) {
    return <p aria-live="polite">Ladataan…</p>;
  }
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  const sub = load.data.subscriptions.find((s) => s.subscriptionNumber === number);
  if (!sub) {
    return (
      <p className="alert" role="alert">
        Tilausta ei löytynyt, tai sitä ei makseta maksukortilla.
      </p>
    );
  }
  return (
    <>
      {returned && (
        <p className={returned.ok ? 'notice' : 'alert'} role={returned.ok ? 'status' : 'alert'}>
          {returned.message}
        </p>
      )}
      <p>
        Tilaus: {sub.productName} ({sub.subscriptionNumber})
      </p>
      <p>Nykyinen kortti: {sub.cardLabel ?? 'ei korttia'}</p>
      <ChangeForm
        data={load.data}
        subscriptionNumber={sub.subscriptionNumber}
        currentCardId={sub.cardId}
        note={sub.chargedFromText}
      />
    </>
  );
}

function ChangeForm(props: {
  data: CardsOverview;
  subscriptionNumber: string;
  currentCardId: string | null;
  note: string;
}) {
  const choices = props.data.cards.filter((c) => !c.expired && c.id !== props.currentCardId);
  const [result, setResult] = useState<CardChangeResult | null>(null);
  const {
    register,
    formState: { errors },
    formError,
    onSubmit,
    state,
  } = useApiForm<ChangeFormValues, ChangeFormValues>({
    defaultValues: { cardId: '' },
    // The message stays until the next try, and the focus goes to the first choice (below).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    // The server's word on the chosen card shows at the choice; any other failure as a whole.
    fields: ['cardId'],
    send: async ({ cardId: choice }) => {
      if (choice === NEW_CARD) {
        await goToProvider({
          returnTo: 'CHANGE_CARD',
          subscriptionNumber: props.subscriptionNumber,
        });
        return 'busy';
      }
      setResult(
        await api.put<CardChangeResult>(
          subscriptionPaths.card(props.subscriptionNumber),
          { cardId: choice },
          { withErrorBody: true },
        ),
      );
      return 'done';
    },
    refusalMessage: (err) => cardErrorMessage(err, CARD_CHANGE_FAILED),
    onInvalid: () => document.getElementById(`card-choice-${choices[0]?.id ?? NEW_CARD}`)?.focus(),
  });
  // A choice is all there is to check: "uusi" is no card id yet, so the route's schema
  // (changeCardInputSchema) would refuse it; the server checks the id it gets.
  const cardChoice = register('cardId', { required: CARD_CHOICE_MESSAGE });
  const message = errors.cardId?.message ?? formError;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset aria-describedby="card-change-note">
        <legend>Valitse uusi kortti</legend>
        {choices.map((c) => (
          <div key={c.id} className="radio">
            <input
              type="radio"
              id={`card-choice-${c.id}`}
              value={c.id}
              {...cardChoice}
              disabled={state === 'done'}
            />
            <label htmlFor={`card-choice-${c.id}`}>
              {c.label} (voimassa {c.expiryLabel} asti)
            </label>
          </div>
        ))}
        <div className="radio">
          <input
            type="radio"
            id={`card-choice-${NEW_CARD}`}
            value={NEW_CARD}
            {...cardChoice}
            disabled={state === 'done'}
          />
          <label htmlFor={`card-choice-${NEW_CARD}`}>Uusi kortti (lisätään korttipalvelussa)</label>
        </div>
      </fieldset>
      <p id="card-change-note">{props.note}</p>
      {message && (
        <p id="card-change-error" className="alert" role="alert">
          {message}
        </p>
      )}
      {result && (
        <p className="notice" role="status">
          {result.message}
        </p>
      )}
      <SubmitButton
        state={message && state !== 'busy' ? 'error' : state}
        label="Vaihda kortti"
        busyLabel="Vaihdetaan korttia…"
        doneLabel="Kortti vaihdettu"
        errorId="card-change-error"
      />{' '}
      <a href={CARDS_PATH}>Takaisin maksukortteihin</a>
    </form>
  );
}
