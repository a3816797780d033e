import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { PaymentMethodChangeInput } from '~/domain/payment-methods/change-input';
import type { ChoosableMethod } from '~/domain/payment-methods/method-options';
import type { MethodChoice } from '~/domain/payment-methods/views';
import { lazyZodResolver } from '../shared/lazy-resolver';
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

/** The choice as the form holds it: `card` is a saved card's id or NEW_CARD. */
interface MethodFormValues {
  method: ChoosableMethod | null;
  card: string | null;
}

const schemaResolver = lazyZodResolver<PaymentMethodChangeInput>(() =>
  import('~/domain/payment-methods/change-input').then((m) => m.paymentMethodChangeInputSchema),
);

/** The API's own schema on the change the choice means; its cardId issue belongs to `card`. */
const methodResolver: Resolver<MethodFormValues, unknown, PaymentMethodChangeInput> = async (
  { method, card },
  context,
  options,
) => {
  const input: PaymentMethodChangeInput = {
    ...(method ? { method } : {}),
    ...(method === 'CREDIT_CARD' && card === NEW_CARD ? { newCard: true } : {}),
    ...(method === 'CREDIT_CARD' && card && card !== NEW_CARD ? { cardId: card } : {}),
  };
  const result = await schemaResolver(
    input,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (Object.keys(result.errors).length === 0) return result;
  const { cardId, ...rest } = result.errors;
  const errors: FieldErrors<MethodFormValues> = {
    ...(rest as FieldErrors<MethodFormValues>),
    ...(cardId ? { card: cardId } : {}),
  };
  return { values: {}, errors };
};

/** The choice of method (and card), checked with the API's own schema before it is sent. */
export default function MethodForm({ choice, state, formError, onSubmit, ...initial }: Props) {
  const { register, control, handleSubmit, formState } = useForm<
    MethodFormValues,
    unknown,
    PaymentMethodChangeInput
  >({
    resolver: methodResolver,
    shouldFocusError: false,
    defaultValues: {
      method: initial.initialMethod,
      card:
        initial.initialNewCard || (initial.initialCardId === null && choice.cards.length === 0)
          ? NEW_CARD
          : initial.initialCardId,
    },
  });
  const errors = formState.errors;
  const method = useWatch({ control, name: 'method' });
  const option = choice.options.find((o) => o.method === method);

  const submit = handleSubmit(
    (change) => onSubmit(change, option?.requiresStrongIdentification ?? false),
    (invalid) => {
      const first = invalid.method ? 'input[name="method"]' : 'input[name="card"]';
      document.querySelector<HTMLInputElement>(`${first}:not(:disabled)`)?.focus();
    },
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={state === 'busy'}>
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
                value={o.method}
                disabled={o.current && choice.pending === null}
                aria-describedby={`method-${o.method}-hint`}
                {...register('method')}
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
            {errors.method.message}
          </p>
        )}
      </fieldset>
      {method === 'CREDIT_CARD' && (
        <fieldset aria-describedby={errors.card ? 'card-error' : undefined}>
          <legend>Kortti, jolta tilaus veloitetaan</legend>
          {choice.cards.map((c) => (
            <label key={c.id} className="checkbox">
              <input type="radio" value={c.id} {...register('card')} /> {c.label}
              {c.current ? ', nykyinen' : ''}
            </label>
          ))}
          <label className="checkbox">
            <input
              type="radio"
              value={NEW_CARD}
              aria-describedby="new-card-hint"
              {...register('card')}
            />{' '}
            Uusi kortti
          </label>
          <p id="new-card-hint" className="hint">
            Lisäät kortin vahvistuksen jälkeen korttipalvelun sivulla. Kortin tiedot käsittelee
            korttipalvelu.
          </p>
          {errors.card && (
            <p id="card-error" className="field-error">
              {errors.card.message}
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
