import { useState } from 'react';
import type { AddOnOffer, AddOnOrderResult } from '~/domain/add-ons/offers';
import { TERMS_LABEL, addOnOrderInputSchema } from '~/domain/add-ons/order-input';
import { api } from '../shared/api-client';
import { CheckboxField } from '../shared/checkbox-field';
import { messageForError } from '../shared/error-messages';
import ModalDialog from '../shared/modal-dialog';

interface Props {
  subscriptionNumber: string;
  offer: AddOnOffer;
  endRuleText: string;
  onOrdered: () => void;
  onClose: () => void;
}

/**
 * The order view of one add-on (?modal=lisatilaus), in the shared modal <dialog>; Esc and the
 * close button close it through React state, so the address and the list stay in step.
 */
export default function OrderDialog({ subscriptionNumber, offer, endRuleText, ...on }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddOnOrderResult | null>(null);

  const submit = async () => {
    setFormError(null);
    const parsed = addOnOrderInputSchema.safeParse({
      subscriptionNumber,
      productCode: offer.productCode,
      acceptTerms: accepted,
    });
    if (!parsed.success) {
      setTermsError(parsed.error.issues[0]?.message ?? null);
      document.getElementById('add-on-terms')?.focus();
      return;
    }
    setTermsError(null);
    setBusy(true);
    try {
      setResult(await api.post<AddOnOrderResult>('add-ons', parsed.data, { withErrorBody: true }));
      on.onOrdered();
    } catch (err) {
      setFormError(messageForError(err));
    } finally {
      setBusy(false);
    }
  };

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
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {formError && (
            <p className="alert" role="alert">
              {formError}
            </p>
          )}
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
            error={termsError ?? undefined}
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <button className="button" type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Tilataan…' : 'Tilaa lisätilaus'}
          </button>{' '}
        </form>
      )}
    </ModalDialog>
  );
}
