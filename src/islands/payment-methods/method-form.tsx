import { useState } from 'react';
import {
  type PaymentMethodChangeInput,
  paymentMethodChangeInputSchema,
} from '~/domain/payment-methods/change-input';
import type { ChoosableMethod } from '~/domain/payment-methods/method-options';
import type { MethodChoice } from '~/domain/payment-methods/views';
import { SubmitButton, type SubmitState } from '../shared/submit-button';

/** The card choice that means "a card I add next, at the card provider". */
const NEW_CARD = 'uusi';

interface Props {
  choice: MethodChoice;
  initialMethod: ChoosableMethod | null;
  initialCardId: string | null;
  initialNewCard: boolean;
  state: SubmitState;
  formError: string | null;
  onSubmit: (input: PaymentMethodChangeInput, needsIdentification: boolean) => void;
}

type Errors = Partial<Record<'method' | 'cardId', string>>;

/** The choice of method (and card), checked with the API's own schema before it is sent. */
export default function MethodForm({ choice, state, formError, onSubmit, ...initial }: Props) {
  const [method, setMethod] = useState<ChoosableMethod | null>(initial.initialMethod);
  const [cardId, setCardId] = useState<string | null>(
    initial.initialNewCard || (initial.initialCardId === null && choice.cards.length === 0)
      ? NEW_CARD
      : initial.initialCardId,
  );
  const [errors, setErrors] = useState<Errors>({});
  const option = choice.options.find((o) => o.method === method);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = paymentMethodChangeInputSchema.safeParse({
      subscriptionNumber: choice.subscriptionNumber,
      ...(method ? { method } : {}),
      ...(method === 'CREDIT_CARD' && cardId === NEW_CARD ? { newCard: true } : {}),
      ...(method === 'CREDIT_CARD' && cardId && cardId !== NEW_CARD ? { cardId } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof Errors] ??= i.message;
      setErrors(next);
      const first = next.method ? 'input[name="method"]' : 'input[name="card"]';
      document.querySelector<HTMLInputElement>(`${first}:not(:disabled)`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data, option?.requiresStrongIdentification ?? false);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={state === 'busy'}>
      <p>
        {choice.productName} ({choice.subscriptionNumber}). Nykyinen laskutustapa:{' '}
        {choice.methodLabel}.
      </p>
      {choice.pending && (
        <p className="notice">
          Tuleva laskutustapa {choice.pending.effectiveDateLabel} alkaen: {choice.pending.label}
        </p>
      )}
      {choice.cardRequest && <p className="notice">{choice.cardRequest.text}</p>}
      {formError && (
        <p id="method-form-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      <fieldset aria-describedby={errors.method ? 'method-error' : undefined}>
        <legend>Valitse uusi laskutustapa</legend>
        {choice.options.map((o) => (
          <div key={o.method} className="method-option">
            <label className="checkbox">
              <input
                type="radio"
                name="method"
                value={o.method}
                checked={method === o.method}
                disabled={o.current && choice.pending === null}
                aria-describedby={`method-${o.method}-hint`}
                onChange={() => setMethod(o.method)}
              />{' '}
              {o.label}
              {o.feeLabel && ` (${o.feeLabel})`}
              {o.current ? ', nykyinen' : ''}
            </label>
            <p id={`method-${o.method}-hint`} className="hint">
              {o.description}
              {o.requiresStrongIdentification &&
                ' Laskulla maksaminen vaatii vahvan tunnistautumisen.'}
            </p>
          </div>
        ))}
        {errors.method && (
          <p id="method-error" className="field-error">
            {errors.method}
          </p>
        )}
      </fieldset>
      {method === 'CREDIT_CARD' && (
        <fieldset aria-describedby={errors.cardId ? 'card-error' : undefined}>
          <legend>Kortti, jolta tilaus veloitetaan</legend>
          {choice.cards.map((c) => (
            <label key={c.id} className="checkbox">
              <input
                type="radio"
                name="card"
                value={c.id}
                checked={cardId === c.id}
                onChange={() => setCardId(c.id)}
              />{' '}
              {c.label}
              {c.current ? ', nykyinen' : ''}
            </label>
          ))}
          <label className="checkbox">
            <input
              type="radio"
              name="card"
              value={NEW_CARD}
              checked={cardId === NEW_CARD}
              aria-describedby="new-card-hint"
              onChange={() => setCardId(NEW_CARD)}
            />{' '}
            Uusi kortti
          </label>
          <p id="new-card-hint" className="hint">
            Lisäät kortin vahvistuksen jälkeen korttipalvelun sivulla. Kortin tiedot käsittelee
            korttipalvelu.
          </p>
          {errors.cardId && (
            <p id="card-error" className="field-error">
              {errors.cardId}
            </p>
          )}
        </fieldset>
      )}
      <p>{choice.effectiveText}</p>
      <SubmitButton
        state={state}
        label="Vahvista muutos"
        busyLabel="Tallennetaan…"
        doneLabel="Tallennettu"
        errorId="method-form-error"
      />{' '}
      <a href="/laskut/laskutustavat">Peruuta</a>
    </form>
  );
}
