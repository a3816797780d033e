import { isSubscriptionNumber } from '~/domain/validation/fields';
import { useEffect, useState } from 'react';
import { PROCESSING_TEXT } from '~/domain/product-change/change-texts';
import { ensureFreshSession } from '../shared/session';
import { goToLogin, queryParam } from './use-change-options';

/** /tilaukset/tuote-tilattu?tilaus=: the thank-you page after a product change request. */
export default function ChangeOrdered() {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    setNumber(queryParam('tilaus'));
    ensureFreshSession()
      .then((ok) => (ok ? undefined : goToLogin()))
      .catch(() => undefined); // the thank-you text needs no data; links will ask to log in
  }, []);
  const valid = number !== null && isSubscriptionNumber(number);
  return (
    <>
      <p>Kiitos! Olemme vastaanottaneet tuotteen vaihtopyyntösi.</p>
      <p>{PROCESSING_TEXT} Lähetimme vahvistuksen sähköpostiisi.</p>
      <p>
        Sillä aikaa tilauksen kohdalla näkyy ”tilausmuutos käsittelyssä”, eikä tilaukseen voi tehdä
        muita muutoksia.
      </p>
      <p>
        {valid ? (
          <a href={`/tilaukset/tiedot?tilaus=${number}`}>Takaisin tilauksen tietoihin</a>
        ) : (
          <a href="/tilaukset">Takaisin tilauksiin</a>
        )}
      </p>
    </>
  );
}
