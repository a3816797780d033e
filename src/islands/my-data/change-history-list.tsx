import type { ChangeHistory } from '~/domain/my-data/change-history';
import { myDataPaths } from '../shared/api-paths';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import './my-data.css';

/** The page the address names (?sivu=2); anything else is the first. */
export function pageIn(search: string): number {
  const page = Number(new URLSearchParams(search).get('sivu') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

const pageHref = (page: number) => (page === 1 ? '?' : `?sivu=${page}`);

/** /tili/omat-tiedot/muutoshistoria: the account's audit log, newest first, 20 to a page. */
export default function ChangeHistoryList() {
  const search = useAddressSearch();
  const page = search === null ? null : pageIn(search);
  const load = useApiQuery<ChangeHistory>(page === null ? null : myDataPaths.changeHistory(page));

  if (load.state === 'loading') return <p aria-live="polite">Ladataan muutoshistoriaa…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        Muutoshistorian lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä
        asiakaspalveluun.
      </p>
    );
  }
  const { entries, pageCount, total } = load.data;
  const current = load.data.page;
  if (total === 0) return <p>Tililläsi ei ole vielä kirjattuja muutoksia.</p>;
  return (
    <>
      {entries.length === 0 ? (
        <p>
          Tällä sivulla ei ole muutoksia. <a href={pageHref(1)}>Näytä uusimmat muutokset</a>
        </p>
      ) : (
        <ol className="change-history">
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className="card">
              <p className="change-history-what">
                {e.description}
                {e.about && <span className="change-history-about"> · {e.about}</span>}
              </p>
              <p className="muted">
                <time dateTime={e.at}>{e.atLabel}</time> · {e.channelLabel}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label="Muutoshistorian sivut" className="change-history-pages">
          {current > 1 && (
            <a href={pageHref(Math.min(current - 1, pageCount))} rel="prev">
              Uudemmat muutokset
            </a>
          )}
          <span>
            Sivu {Math.min(current, pageCount)}/{pageCount}
          </span>
          {current < pageCount && (
            <a href={pageHref(current + 1)} rel="next">
              Vanhemmat muutokset
            </a>
          )}
        </nav>
      )}
    </>
  );
}
