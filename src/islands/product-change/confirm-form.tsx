import { useState } from 'react';
import {
  type ProductChangeStart,
  productChangeInputSchema,
} from '~/domain/product-change/product-change-input';
import type {
  ProductChangeOption,
  ProductChangeResult,
} from '~/domain/product-change/product-change-options';
import { api } from '../shared/api-client';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { CheckboxField } from '../shared/checkbox-field';
import { messageForError } from '../shared/error-messages';
import { goToLogin } from '../shared/go-to-login';

type Errors = Partial<Record<'productCode' | 'start' | 'acceptTerms' | 'form', string>>;

/** The start choice (downgrades only), the terms and the confirm button of the confirm page. */
export default function ConfirmForm({
  subscriptionNumber,
  option,
  onRequiresAction,
}: {
  subscriptionNumber: string;
  option: ProductChangeOption;
  onRequiresAction: () => void;
}) {
  const [start, setStart] = useState<ProductChangeStart>(option.startOptions[0]?.start ?? 'NOW');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const choice = option.startOptions.length > 1;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      subscriptionNumber,
      productCode: option.productCode,
      start,
      acceptTerms: accepted,
    };
    const parsed = productChangeInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.post<ProductChangeResult>('product-change', parsed.data);
      window.location.assign(`/tilaukset/tuote-tilattu?tilaus=${subscriptionNumber}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof LoggedOutError) return goToLogin();
      if (error instanceof ApiError && error.errorKey === 'upgrade-requires-action') {
        return onRequiresAction();
      }
      setErrors({ form: messageForError(error) });
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {choice ? (
        <fieldset className="field">
          <legend>Milloin uusi tuote alkaa?</legend>
          {option.startOptions.map((o) => (
            <label key={o.start} className="checkbox">
              <input
                type="radio"
                name="start"
                value={o.start}
                checked={start === o.start}
                onChange={() => setStart(o.start)}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{option.startOptions[0]?.label}</p>
      )}
      <CheckboxField
        id="terms"
        label={option.termsText}
        error={errors.acceptTerms}
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
      />
      {(errors.form ?? errors.start ?? errors.productCode) && (
        <p className="alert" role="alert">
          {errors.form ?? errors.start ?? errors.productCode}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'Vahvistetaan…' : 'Vahvista tuotteen vaihto'}
      </button>
    </form>
  );
}
