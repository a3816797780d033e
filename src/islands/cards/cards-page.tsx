import type { CardsOverview } from '~/domain/cards/card-views';
import { addCardPath, changeCardPath, deleteCardPath } from '~/domain/cards/card-paths';
import { useCards } from './use-cards';

/** /laskut/maksukortit: the saved cards, what each pays, and subscriptions waiting for a card. */
export default function CardsPage() {
  const load = useCards();
  if (load.state === 'loading') return <p aria-live="polite">Ladataan maksukortteja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  return <CardsView data={load.data} />;
}

function CardsView({ data }: { data: CardsOverview }) {
  return (
    <>
      {data.notices.map((notice) => (
        <p key={notice} className="notice">
          {notice}
        </p>
      ))}
      {data.requests.length > 0 && (
        <section aria-labelledby="card-requests-heading">
          <h2 id="card-requests-heading">Tilaukset, jotka odottavat maksukorttia</h2>
          <ul className="card-list">
            {data.requests.map((r) => (
              <li key={r.subscriptionNumber} className="card">
                <h3>
                  {r.productName} ({r.subscriptionNumber})
                </h3>
                <p>{r.reasonText}</p>
                <p>{r.text}</p>
                <a className="button" href={addCardPath(r.subscriptionNumber)}>
                  Lisää kortti tilaukselle {r.subscriptionNumber}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="saved-cards-heading">
        <h2 id="saved-cards-heading">Tallennetut kortit</h2>
        {data.cards.length === 0 ? (
          <p>Sinulla ei ole tallennettuja maksukortteja.</p>
        ) : (
          <ul className="card-list">
            {data.cards.map((c) => (
              <li key={c.id} className="card">
                <h3>{c.label}</h3>
                <p>
                  {c.expired ? `Vanhentunut (${c.expiryLabel})` : `Voimassa ${c.expiryLabel} asti`}
                </p>
                <p>
                  {c.usedBy.length === 0
                    ? 'Kortilla ei makseta tilauksia.'
                    : `Kortilla maksetaan: ${c.usedBy.map((u) => `${u.productName} (${u.subscriptionNumber})`).join(', ')}`}
                </p>
                <a href={deleteCardPath(c.id)} aria-label={`Poista kortti ${c.label}`}>
                  Poista kortti
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a className="button" href={addCardPath()}>
            Lisää maksukortti
          </a>
        </p>
      </section>
      {data.subscriptions.length > 0 && (
        <section aria-labelledby="card-subscriptions-heading">
          <h2 id="card-subscriptions-heading">Kortilla maksettavat tilaukset</h2>
          <ul className="card-list">
            {data.subscriptions.map((s) => (
              <li key={s.subscriptionNumber} className="card">
                <h3>
                  {s.productName} ({s.subscriptionNumber})
                </h3>
                <p>Kortti: {s.cardLabel ?? 'ei korttia'}</p>
                <p>Seuraava laskutuskausi alkaa {s.nextChargeDateLabel}.</p>
                <a
                  href={changeCardPath(s.subscriptionNumber)}
                  aria-label={`Vaihda tilauksen ${s.subscriptionNumber} kortti`}
                >
                  Vaihda kortti
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
