import { useState } from 'react';
import type { AddOnOffer, AddOnOrderResult } from '~/domain/add-ons/offers';
import type { AddOnOrderFields, AddOnOrderInput } from '~/domain/add-ons/order-input';
import { TERMS_LABEL } from '~/domain/add-ons/order-texts';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { subscriptionPaths } from '../shared/api-paths';
import { CheckboxField } from '../shared/checkbox-field';
import { lazyZodResolver } from '../shared/lazy-resolver';
import ModalDialog from '../shared/modal-dialog';

interface Props {
  subscriptionNumber: string;
  offer: AddOnOffer;
  endRuleText: string;
  onOrdered: () => void;
  onClose: () => void;
}

/** The order's values as the form holds them: the box may be unticked until validated. */
type OrderFormValues = Omit<AddOnOrderInput, 'acceptTerms'> & { acceptTerms: boolean };

const orderResolver = lazyZodResolver<OrderFormValues>(() =>
  import('~/domain/add-ons/order-input').then((m) => m.addOnOrderInputSchema),
);

/**
 * The order view of one add-on (?modal=lisatilaus), in the shared modal <dialog>; Esc and the
 * close button close it through React state, so the address and the list stay in step.
 */
export default function OrderDialog({ subscriptionNumber, offer, endRuleText, ...on }: Props) {
  const [result, setResult] = useState<AddOnOrderResult | null>(null);
  const {
    register,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<OrderFormValues, OrderFormValues>({
    resolver: orderResolver,
    defaultValues: { productCode: offer.productCode, acceptTerms: false },
    fields: ['acceptTerms'],
    send: async (values) => {
      const order: AddOnOrderFields = { ...values, acceptTerms: true };
      const path = subscriptionPaths.addOns(subscriptionNumber);
      setResult(await api.post<AddOnOrderResult>(path, order, { withErrorBody: true }));
      on.onOrdered();
    },
  });

  return (
    <ModalDialog
      headingId="add-on-dialog-heading"
      heading={`Tilaa ${offer.name}`}
      onClose={on.onClose}
      className="add-on-dialog"
      closeLabel={result ? 'Sulje' : 'Peruuta'}
    >
      {result ? (
        <div role="status">
          <p>
            Kiitos! Lisätilaus {result.productName} on tilattu. Se alkaa {result.startDateLabel}.
          </p>
          <p>Lähetimme tilausvahvistuksen sähköpostiisi.</p>
        </div>
      ) : (
        <ApiForm formError={formError} onSubmit={onSubmit}>
          <dl>
            <dt>Lisätilaus</dt>
            <dd>{offer.productName}</dd>
            <dt>Hinta</dt>
            <dd>{offer.priceLabel}</dd>
            <dt>Alkaa</dt>
            <dd>{offer.startDateLabel}</dd>
          </dl>
          <p>{endRuleText}</p>
          <CheckboxField
            id="add-on-terms"
            label={TERMS_LABEL}
            error={errors.acceptTerms?.message}
            registration={register('acceptTerms')}
          />
          <SubmitButton busy={busy} label="Tilaa lisätilaus" busyLabel="Tilataan…" />
        </ApiForm>
      )}
    </ModalDialog>
  );
}
