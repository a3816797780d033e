import type { OfferAccepted } from '~/domain/cancellation/cancellation-views';
import type { RetentionOffer } from '~/domain/cancellation/retention-offers';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { useApiMutation } from '../shared/use-api-mutation';
import { pushCancellationEvent } from './analytics';

interface Props {
  subscriptionNumber: string;
  offers: RetentionOffer[];
  onAccepted: (result: OfferAccepted) => void;
}

/** The retention offers, each with its own accept button. */
export default function OfferList({ subscriptionNumber, offers, onAccepted }: Props) {
  const accept = useApiMutation({
    send: async (offer: RetentionOffer) => {
      const result = await api.post<OfferAccepted>(
        subscriptionPaths.acceptCancellationOffer(subscriptionNumber),
        { offerId: offer.id },
        { withErrorBody: true },
      );
      pushCancellationEvent('offerAccepted', { offerId: offer.id, offerKind: offer.kind });
      onAccepted(result);
      return 'idle';
    },
  });
  const busy = accept.running?.[0].id ?? null;
  return (
    <>
      {accept.error && (
        <p className="alert" role="alert">
          {accept.error}
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
              onClick={() => void accept.run(offer)}
            >
              {busy === offer.id ? 'Tallennetaan…' : offer.acceptLabel}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
