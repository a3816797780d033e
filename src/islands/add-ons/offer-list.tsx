import type { AddOnOffer } from '~/domain/add-ons/offers';

interface Props {
  offers: AddOnOffer[];
  highlight: string | null;
  onChoose: (offer: AddOnOffer) => void;
}

/** The add-ons that can be ordered, each with its price, start date and order button. */
export default function OfferList({ offers, highlight, onChoose }: Props) {
  if (offers.length === 0) {
    return <p>Tähän tilaukseen ei ole juuri nyt tarjolla uusia lisätilauksia.</p>;
  }
  return (
    <ul className="add-on-offers">
      {offers.map((offer) => {
        const highlighted = highlight?.toUpperCase() === offer.productCode.toUpperCase();
        const headingId = `offer-${offer.productCode}`;
        return (
          <li
            key={offer.productCode}
            className={highlighted ? 'card add-on-highlighted' : 'card'}
            aria-labelledby={headingId}
          >
            <h2 id={headingId}>{offer.name}</h2>
            {highlighted && <p className="add-on-badge">Suosittelemme</p>}
            <p>{offer.productName}</p>
            <dl>
              <dt>Hinta</dt>
              <dd>{offer.priceLabel}</dd>
              <dt>Alkaa</dt>
              <dd>{offer.startDateLabel}</dd>
            </dl>
            <button
              type="button"
              className="button"
              data-product={offer.productCode}
              aria-label={`Tilaa ${offer.name}`}
              onClick={() => onChoose(offer)}
            >
              Tilaa
            </button>
          </li>
        );
      })}
    </ul>
  );
}
