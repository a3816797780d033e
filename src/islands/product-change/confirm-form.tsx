import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  ProductChangeInput,
  ProductChangeStart,
} from '~/domain/product-change/product-change-input';
import type {
  ProductChangeOption,
  ProductChangeResult,
} from '~/domain/product-change/product-change-options';
import { api } from '../shared/api-client';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { CheckboxField } from '../shared/checkbox-field';
import { messageForError } from '../shared/error-messages';
import { subscriptionPaths } from '../shared/api-paths';
import { goToLogin } from '../shared/go-to-login';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';

/** The change as the form holds it: the box may be unticked until validated. */
interface ConfirmFormValues {
  productCode: string;
  start: ProductChangeStart;
  acceptTerms: boolean;
}

const confirmResolver = lazyZodResolver<ConfirmFormValues>(() =>
  import('~/domain/product-change/product-change-input').then((m) => m.productChangeInputSchema),
);

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
  // Stays busy after a success: the page is leaving for the receipt.
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmFormValues>({
    resolver: confirmResolver,
    shouldFocusError: false,
    defaultValues: {
      productCode: option.productCode,
      start: option.startOptions[0]?.start ?? 'NOW',
      acceptTerms: false,
    },
  });
  const choice = option.startOptions.length > 1;

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      setBusy(true);
      try {
        const change: ProductChangeInput = { ...values, acceptTerms: true };
        const path = subscriptionPaths.productChange(subscriptionNumber);
        await api.post<ProductChangeResult>(path, change, { withErrorBody: true });
        window.location.assign(`/tilaukset/tuote-tilattu?tilaus=${subscriptionNumber}`);
      } catch (error) {
        setBusy(false);
        if (error instanceof LoggedOutError) return goToLogin();
        if (error instanceof ApiError && error.errorKey === 'upgrade-requires-action') {
          return onRequiresAction();
        }
        applyServerErrors({ setError }, error, ['acceptTerms']);
        setFormError(messageForError(error));
      }
    },
    () => setFormError(null),
  );

  const alert = formError ?? errors.start?.message ?? errors.productCode?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {choice ? (
        <fieldset className="field">
          <legend>Milloin uusi tuote alkaa?</legend>
          {option.startOptions.map((o) => (
            <label key={o.start} className="checkbox">
              <input type="radio" value={o.start} {...register('start')} /> {o.label}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{option.startOptions[0]?.label}</p>
      )}
      <CheckboxField
        id="terms"
        label={option.termsText}
        error={errors.acceptTerms?.message}
        registration={register('acceptTerms')}
      />
      {alert && (
        <p className="alert" role="alert">
          {alert}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'Vahvistetaan…' : 'Vahvista tuotteen vaihto'}
      </button>
    </form>
  );
}
