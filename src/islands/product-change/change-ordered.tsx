import { PROCESSING_TEXT, WHILE_PENDING_TEXT } from '~/domain/product-change/change-texts';
import type { ProductChangeResult } from '~/domain/product-change/product-change-options';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { messageForError } from '../shared/error-messages';
import { ConfirmationLoading, ConfirmationNotFound } from '../shared/confirmation-states';
import { usePageTitle } from '../shared/page-title';
import { subscriptionPaths } from '../shared/api-paths';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

type State =
  | { state: 'loading' }
  | { state: 'error'; number: string | null; message: string }
  | { state: 'ready'; request: ProductChangeResult };

const NOT_FOUND_TITLE = 'Tuotteen vaihtopyyntöä ei löytynyt';

/**
 * /tilaukset/tuote-tilattu?tilaus=: the thank-you page after a product change request. It
 * thanks only for a request the server confirms is waiting (issue 20 item 11), so an old or
 * made-up address never says that something was received.
 */
export default function ChangeOrdered() {
  const search = useAddressSearch();
  const number = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const valid = number !== null && isSubscriptionNumber(number);
  const load = useApiQuery<ProductChangeResult>(
    valid ? subscriptionPaths.pendingProductChange(number) : null,
  );
  const s: State =
    number !== null && !valid
      ? { state: 'error', number: null, message: SUBSCRIPTION_NOT_FOUND }
      : load.state === 'error'
        ? { state: 'error', number, message: messageForError(load.error) }
        : load.state === 'ready'
          ? { state: 'ready', request: load.data }
          : { state: 'loading' };
  usePageTitle(
    s.state === 'error'
      ? NOT_FOUND_TITLE
      : s.state === 'ready'
        ? 'Tuotteen vaihto vastaanotettu'
        : null,
  );

  if (s.state === 'loading') return <ConfirmationLoading heading="Tuotteen vaihto" />;
  if (s.state === 'error') {
    return (
      <ConfirmationNotFound heading={NOT_FOUND_TITLE} message={s.message}>
        <BackLink number={s.number} />
      </ConfirmationNotFound>
    );
  }
  return (
    <>
      <h1>Tuotteen vaihto vastaanotettu</h1>
      <p>
        Kiitos! Olemme vastaanottaneet pyyntösi vaihtaa tilauksen {s.request.subscriptionNumber}{' '}
        tuotteeksi {s.request.productName}.
      </p>
      <p>{PROCESSING_TEXT} Lähetimme vahvistuksen sähköpostiisi.</p>
      <p>Sillä aikaa tilauksen kohdalla näkyy ”tilausmuutos käsittelyssä”. {WHILE_PENDING_TEXT}</p>
      <BackLink number={s.request.subscriptionNumber} />
    </>
  );
}

function BackLink({ number }: { number: string | null }) {
  return (
    <p>
      {number ? (
        <a href={`/tilaukset/tiedot?tilaus=${number}`}>Takaisin tilauksen tietoihin</a>
      ) : (
        <a href="/tilaukset">Takaisin tilauksiin</a>
      )}
    </p>
  );
}
