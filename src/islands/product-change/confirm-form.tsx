import type {
  ProductChangeInput,
  ProductChangeStart,
} from '~/domain/product-change/product-change-input';
import type {
  ProductChangeOption,
  ProductChangeResult,
} from '~/domain/product-change/product-change-options';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { ApiError } from '../shared/api-errors';
import { CheckboxField } from '../shared/checkbox-field';
import { subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { SubmitButton } from '../shared/submit-button';

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
  const {
    register,
    formError,
    onSubmit,
    locked: busy,
    formState: { errors },
  } = useApiForm<ConfirmFormValues, ConfirmFormValues>({
    resolver: confirmResolver,
    shouldFocusError: false,
    defaultValues: {
      productCode: option.productCode,
      start: option.startOptions[0]?.start ?? 'NOW',
      acceptTerms: false,
    },
    fields: ['acceptTerms'],
    send: async (values) => {
      const change: ProductChangeInput = { ...values, acceptTerms: true };
      const path = subscriptionPaths.productChange(subscriptionNumber);
      await api.post<ProductChangeResult>(path, change, { withErrorBody: true });
      window.location.assign(`/tilaukset/tuote-tilattu?tilaus=${subscriptionNumber}`);
    },
    // A card that needs the customer's action: the page says what to do instead of the form.
    onRefused: (error) => {
      const needsAction = error instanceof ApiError && error.errorKey === 'upgrade-requires-action';
      if (needsAction) onRequiresAction();
      return needsAction;
    },
  });
  // Stays busy after a success (locked): the page is leaving for the receipt.
  const choice = option.startOptions.length > 1;

  const alert = formError ?? errors.start?.message ?? errors.productCode?.message;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
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
      <SubmitButton busy={busy} label="Vahvista tuotteen vaihto" busyLabel="Vahvistetaan…" />
    </form>
  );
}
