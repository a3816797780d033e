import { useState } from 'react';
import type { OfferAccepted } from '~/domain/cancellation/cancellation-views';
import type { RetentionOffer } from '~/domain/cancellation/retention-offers';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import { pushCancellationEvent } from './analytics';

interface Props {
  subscriptionNumber: string;
  offers: RetentionOffer[];
  onAccepted: (result: OfferAccepted) => void;
}

/** The retention offers, each with its own accept button. */
export default function OfferList({ subscriptionNumber, offers, onAccepted }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = async (offer: RetentionOffer) => {
    setBusy(offer.id);
    setError(null);
    try {
      const result = await api.post<OfferAccepted>(
        subscriptionPaths.acceptCancellationOffer(subscriptionNumber),
        { offerId: offer.id },
        { withErrorBody: true },
      );
      pushCancellationEvent('offerAccepted', { offerId: offer.id, offerKind: offer.kind });
      onAccepted(result);
    } catch (err) {
      setError(messageForError(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <ul className="cancel-offers">
        {offers.map((offer) => (
          <li key={offer.id} className="card" aria-labelledby={`offer-${offer.id}`}>
            <h3 id={`offer-${offer.id}`}>{offer.title}</h3>
            <p>{offer.description}</p>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              aria-busy={busy === offer.id}
              onClick={() => void accept(offer)}
            >
              {busy === offer.id ? 'Tallennetaan…' : offer.acceptLabel}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
