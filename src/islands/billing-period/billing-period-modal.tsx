import { useState } from 'react';
import type { BillingPeriodChangeInput } from '~/domain/billing-period/period-input';
import type {
  PeriodChangeResult,
  PeriodChoice,
  PeriodOption,
} from '~/domain/billing-period/period-views';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { isSubscriptionKey, subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import ModalDialog from '../shared/modal-dialog';
import { refreshKeys } from '../shared/query';
import { SubmitButton } from '../shared/submit-button';
import { useApiQuery } from '../shared/use-api-query';

const keyOf = (o: Pick<PeriodOption, 'periodUnit' | 'periodLength'>) =>
  `${o.periodUnit}-${o.periodLength}`;

/** The change as the form holds it; the schema reports a missing choice under `period`. */
type PeriodFormValues = BillingPeriodChangeInput & { period?: undefined };

const periodResolver = lazyZodResolver<PeriodFormValues>(() =>
  import('~/domain/billing-period/period-input').then((m) => m.billingPeriodChangeInputSchema),
);

/**
 * The billing period change (modal vaihda-laskutusvalia) on /laskut/laskutustavat and the
 * subscription details page: the periods the product offers with their prices, effective at the
 * next period. Loaded by billing-period-island.tsx when the address asks for it.
 */
export default function BillingPeriodDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const load = useApiQuery<PeriodChoice>(subscriptionPaths.billingPeriod(subscriptionNumber));

  return (
    <ModalDialog headingId="billing-period-heading" heading="Vaihda laskutusväli" onClose={onClose}>
      {load.state === 'loading' && <p aria-live="polite">Ladataan…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {messageForError(load.error)}
        </p>
      )}
      {load.state === 'ready' && <PeriodForm choice={load.data} />}
    </ModalDialog>
  );
}

function PeriodForm({ choice }: { choice: PeriodChoice }) {
  const [chosen, setChosen] = useState<string>('');
  const [result, setResult] = useState<PeriodChangeResult | null>(null);
  const {
    setValue,
    formError,
    onSubmit,
    state,
    formState: { errors },
  } = useApiForm<PeriodFormValues, BillingPeriodChangeInput>({
    resolver: periodResolver,
    fields: ['period'],
    send: async ({ periodUnit, periodLength }) => {
      setResult(
        await api.post<PeriodChangeResult>(
          subscriptionPaths.billingPeriodChanges(choice.subscriptionNumber),
          { periodUnit, periodLength },
          { withErrorBody: true },
        ),
      );
      refreshKeys(
        isSubscriptionKey,
        'payment-methods',
        underEverySubscription('payment-method'),
        underEverySubscription('billing-period'),
      );
    },
    onInvalid: () =>
      document
        .querySelector<HTMLInputElement>('input[name="billing-period"]:not(:disabled)')
        ?.focus(),
  });
  const fieldError = errors.period?.message ?? null;

  const choose = (option: PeriodOption) => {
    setChosen(keyOf(option));
    setValue('periodUnit', option.periodUnit);
    setValue('periodLength', option.periodLength);
  };

  if (result) {
    return (
      <div role="status" className="notice">
        <p>{result.notice}</p>
        <p>Lähetimme vahvistuksen sähköpostiisi.</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'busy'}>
      <p>
        {choice.productName} ({choice.subscriptionNumber}), nyt {choice.currentPriceLabel}
      </p>
      {choice.pending && (
        <p className="notice">
          Tuleva muutos {choice.pending.effectiveDateLabel} alkaen: {choice.pending.label}
        </p>
      )}
      {formError && (
        <p id="billing-period-form-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      <fieldset aria-describedby={fieldError ? 'billing-period-error' : 'billing-period-effective'}>
        <legend>Valitse laskutusväli</legend>
        {choice.options.map((o) => (
          <label key={keyOf(o)} className="checkbox">
            <input
              type="radio"
              name="billing-period"
              value={keyOf(o)}
              checked={chosen === keyOf(o)}
              disabled={o.current && choice.pending === null}
              aria-invalid={fieldError ? true : undefined}
              onChange={() => choose(o)}
            />{' '}
            {o.periodLabel}: {o.priceLabel} ({o.monthlyLabel}){o.current ? ', nykyinen' : ''}
          </label>
        ))}
        {fieldError && (
          <p id="billing-period-error" className="field-error">
            {fieldError}
          </p>
        )}
      </fieldset>
      <p id="billing-period-effective">{choice.effectiveText}</p>
      <SubmitButton
        state={state}
        label="Vahvista laskutusväli"
        busyLabel="Tallennetaan…"
        doneLabel="Tallennettu"
        errorId="billing-period-form-error"
      />
    </form>
  );
}
