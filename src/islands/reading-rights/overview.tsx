import type { ReadingRightsOverview } from '~/domain/reading-rights/rights-views';
import { READING_RIGHTS_PATH } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import RightsList from './rights-list';

/** /lukuoikeudet: every subscription's reading rights, and the rights received from others. */
export default function ReadingRightsOverviewPage() {
  const load = useApiQuery<ReadingRightsOverview>(READING_RIGHTS_PATH);
  if (load.state === 'loading') return <p aria-live="polite">Ladataan lukuoikeuksia…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const { subscriptions, received } = load.data;
  return (
    <>
      {subscriptions.length === 0 && (
        <p>
          Sinulla ei ole tilauksia, joiden digilukuoikeuksia voisi jakaa.{' '}
          <a href="/digi">Katso, mitkä tilaukset sisältävät digilehden</a>
        </p>
      )}
      {subscriptions.map((s) => (
        <section
          key={s.subscriptionNumber}
          className="card"
          aria-labelledby={`rights-${s.subscriptionNumber}`}
        >
          <h2 id={`rights-${s.subscriptionNumber}`}>
            {s.productName} ({s.subscriptionNumber})
          </h2>
          <RightsList rights={s} level={3} />
          <p>
            <a
              href={`/tilaukset/tiedot/digilukuoikeudet?tilaus=${encodeURIComponent(s.subscriptionNumber)}`}
            >
              Tilauksen {s.subscriptionNumber} lukuoikeudet
            </a>
          </p>
        </section>
      ))}
      <section aria-labelledby="received-rights">
        <h2 id="received-rights">Sinulle jaetut lukuoikeudet</h2>
        {received.length === 0 ? (
          <p>Sinulle ei ole jaettu lukuoikeuksia.</p>
        ) : (
          <ul>
            {received.map((r) => (
              <li key={r.id}>
                {r.productName}, jakaja {r.sharerName}
                {r.claimedAtLabel ? ` (otettu käyttöön ${r.claimedAtLabel})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
