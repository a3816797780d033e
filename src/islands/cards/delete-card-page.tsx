import { useState } from 'react';
import { useAddressSearch } from '../shared/use-hydrated';
import type { DeleteCardInput } from '~/domain/cards/card-input';
import type { CardDeleted, CardSummary, CardsOverview } from '~/domain/cards/card-views';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { CARD_DELETE_FAILED, cardErrorMessage } from './card-errors';
import { CARDS_PATH, addCardPath } from '~/domain/cards/card-paths';
import { SubmitButton } from '../shared/submit-button';
import { useCards } from './use-cards';

// The route's own schema: a card that pays subscriptions needs a replacement ('' is none chosen).
const deleteResolver = lazyZodResolver<DeleteCardInput>(() =>
  import('~/domain/cards/card-input').then((m) => m.deleteCardInputSchema),
);

/** /laskut/maksukortit/poista-kortti?maksutapa=<card id> */
export default function DeleteCardPage() {
  const load = useCards();
  const search = useAddressSearch();
  const cardId = search === null ? undefined : new URLSearchParams(search).get('maksutapa');
  const [deleted, setDeleted] = useState<CardDeleted | null>(null);

  if (deleted) {
    return (
      <>
        <p className="notice" role="status">
          {deleted.message}
        </p>
        <p>
          <a href={CARDS_PATH}>Takaisin maksukortteihin</a>
        </p>
      </>
    );
  }
  if (load.state === 'loading' || cardId === undefined) return <p aria-live="polite">Ladataan…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  const card = load.data.cards.find((c) => c.id === cardId);
  if (!card) {
    return (
      <>
        <p className="alert" role="alert">
          Maksukorttia ei löytynyt. Se on ehkä jo poistettu.
        </p>
        <p>
          <a href={CARDS_PATH}>Takaisin maksukortteihin</a>
        </p>
      </>
    );
  }
  return <DeleteForm card={card} data={load.data} onDeleted={setDeleted} />;
}

function DeleteForm(props: {
  card: CardSummary;
  data: CardsOverview;
  onDeleted: (result: CardDeleted) => void;
}) {
  const { card } = props;
  const inUse = card.usedBy.length > 0;
  const choices = props.data.cards.filter((c) => c.id !== card.id && !c.expired);
  const {
    register,
    formError: failure,
    onSubmit,
    state,
    formState: { errors },
  } = useApiForm<DeleteCardInput, DeleteCardInput>({
    resolver: deleteResolver,
    defaultValues: inUse ? { replacementCardId: '' } : {},
    // The message stays until the next try, and the focus goes to the first card.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    fields: ['replacementCardId'],
    send: async ({ replacementCardId: replacement = '' }) => {
      const result = await api.delete<CardDeleted>(
        `cards/${card.id}`,
        inUse ? { replacementCardId: replacement } : {},
        { withErrorBody: true },
      );
      props.onDeleted(result);
    },
    refusalMessage: (err) => cardErrorMessage(err, CARD_DELETE_FAILED),
    onInvalid: () => document.getElementById(`replacement-${choices[0]?.id ?? ''}`)?.focus(),
  });
  const message = errors.replacementCardId?.message ?? failure;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>
        Poistettava kortti: {card.label} (voimassa {card.expiryLabel} asti)
      </p>
      {inUse ? (
        <>
          <p>
            Kortilla maksetaan voimassa olevia tilauksia:{' '}
            {card.usedBy.map((u) => `${u.productName} (${u.subscriptionNumber})`).join(', ')}.
            Valitse ensin kortti, jolla ne maksetaan jatkossa.
          </p>
          {choices.length === 0 ? (
            <p className="alert">
              Sinulla ei ole muita voimassa olevia kortteja.{' '}
              <a href={addCardPath()}>Lisää ensin uusi maksukortti</a>, jotta voit poistaa tämän.
            </p>
          ) : (
            <fieldset>
              <legend>Kortti, jolla tilaukset maksetaan jatkossa</legend>
              {choices.map((c) => (
                <div key={c.id} className="radio">
                  <input
                    type="radio"
                    id={`replacement-${c.id}`}
                    value={c.id}
                    {...register('replacementCardId')}
                  />
                  <label htmlFor={`replacement-${c.id}`}>{c.label}</label>
                </div>
              ))}
            </fieldset>
          )}
        </>
      ) : (
        <p>Kortilla ei makseta voimassa olevia tilauksia.</p>
      )}
      {message && (
        <p id="card-delete-error" className="alert" role="alert">
          {message}
        </p>
      )}
      <SubmitButton
        state={state}
        label="Poista kortti"
        busyLabel="Poistetaan korttia…"
        doneLabel="Kortti poistettu"
        errorId="card-delete-error"
        disabled={inUse && choices.length === 0}
      />{' '}
      <a href={CARDS_PATH}>Peruuta</a>
    </form>
  );
}
