import type { CancellationResult } from '~/domain/cancellation/cancellation-views';

interface Props {
  result: CancellationResult;
  /** Logged in: links to the subscription; anonymous: to logging in. */
  loggedIn: boolean;
}

/** The goodbye: the exact end date, reading and add-ons, and the alternatives (spec §2). */
export default function Goodbye({ result: r, loggedIn }: Props) {
  return (
    <>
      <div className="notice" role="status">
        <p>
          <strong>
            {r.kind === 'MAIN' ? 'Tilauksesi' : 'Lisätilauksesi'} {r.productName} on lopetettu.
          </strong>{' '}
          Se päättyy <strong>{r.endDateLabel}</strong>.
        </p>
        <p>{r.statusLabel}</p>
      </div>
      <p>{r.readingRightsText}</p>
      {r.addOns.length > 0 && (
        <>
          <p>Tilaukseen liitetyt lisätilaukset päättyvät samalla:</p>
          <ul>
            {r.addOns.map((a) => (
              <li key={a.subscriptionNumber}>
                {a.productName}: päättyy {a.endDateLabel}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {r.emailSentTo
          ? `Lähetimme vahvistuksen osoitteeseen ${r.emailSentTo}.`
          : 'Emme löytäneet sähköpostiosoitettasi, joten vahvistusta ei lähetetty. Tämä sivu on vahvistuksesi.'}
      </p>
      <h2>Kiitos, että olit lukijamme</h2>
      <p>Jos muutat mielesi, voit vielä:</p>
      <ul>
        {loggedIn ? (
          <li>
            <a href={`/tilaukset/tiedot?tilaus=${r.subscriptionNumber}`}>katsoa tilauksen tiedot</a>{' '}
            – tilaus on voimassa päättymispäivään asti
          </li>
        ) : (
          <li>
            <a href="/auth/login">kirjautua sisään</a> ja katsoa tilauksesi
          </li>
        )}
        <li>soittaa asiakaspalveluun 09 123 4567 (arkisin 8–16), jos haluat jatkaa tilausta</li>
        <li>
          <a href="/">tutustua muihin tuotteisiimme</a>
        </li>
      </ul>
    </>
  );
}
