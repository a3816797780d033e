import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { formatDate } from '~/domain/shared/dates';

/** Why the account cannot be deleted yet (spec §8), with the way to each obstacle. */
export function DeletionRefusal({ status }: { status: AccountDeletionStatus }) {
  return (
    <div className="alert" role="alert">
      <p>{ERROR_MESSAGES.ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE}</p>
      {status.activeSubscriptions.length > 0 && (
        <>
          <p>Voimassa olevat tilaukset, jotka on ensin lopetettava tai annettava päättyä:</p>
          <ul>
            {status.activeSubscriptions.map((s) => (
              <li key={s.subscriptionNumber}>
                {s.productName} ({s.subscriptionNumber}):{' '}
                {s.endsOn ? (
                  `lopetettu, päättyy ${formatDate(s.endsOn)}.`
                ) : s.mainSubscriptionNumber ? (
                  <a
                    href={`/tilaukset/mieti-viela-lisatilaus?tilaus=${s.mainSubscriptionNumber}&lisatilaus=${s.subscriptionNumber}`}
                  >
                    Lopeta lisätilaus {s.subscriptionNumber}
                  </a>
                ) : (
                  <a href={`/tilaukset/mieti-viela?tilaus=${s.subscriptionNumber}`}>
                    Lopeta tilaus {s.subscriptionNumber}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {status.openInvoices.length > 0 && (
        <>
          <p>Avoimet laskut, jotka on ensin maksettava:</p>
          <ul>
            {status.openInvoices.map((i) => (
              <li key={i.invoiceNumber}>
                <a href={`/laskut/tiedot?lasku=${i.invoiceNumber}`}>Lasku {i.invoiceNumber}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Voit poistaa käyttäjätilisi, kun tilaukset ovat päättyneet ja laskut on maksettu. Kysy
        tarvittaessa <a href="/aihe/yhteystiedot">asiakaspalvelulta</a>.
      </p>
    </div>
  );
}
