import { addCardPath } from '~/domain/cards/card-paths';
import type { BillingOverview, BillingRow } from '~/domain/payment-methods/views';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';

/** /laskut/laskutustavat: each subscription's payment method and billing period, and the changes. */
export default function PaymentMethodList() {
  // The billing period modal on this page refreshes this key after a change.
  const load = useApiQuery<BillingOverview>('payment-methods');

  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskutustapoja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const { subscriptions, paperInvoiceFeeText } = load.data;
  if (subscriptions.length === 0) return <p>Sinulla ei ole voimassa olevia tilauksia.</p>;
  return (
    <>
      <ul className="billing-list">
        {subscriptions.map((row) => (
          <BillingCard key={row.subscriptionNumber} row={row} />
        ))}
      </ul>
      <p className="muted">{paperInvoiceFeeText}</p>
    </>
  );
}

function BillingCard({ row }: { row: BillingRow }) {
  const headingId = `billing-${row.subscriptionNumber}`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {row.productName} <span className="muted">({row.subscriptionNumber})</span>
      </h2>
      <dl>
        <dt>Laskutustapa</dt>
        <dd>{row.methodLabel}</dd>
        <dt>Laskutusväli ja hinta</dt>
        <dd>
          {row.priceLabel}
          {row.priceNote && <span className="price-note">{row.priceNote}</span>}
        </dd>
        <dt>Laskutuskausi päättyy</dt>
        <dd>{row.periodEndLabel}</dd>
      </dl>
      {row.pendingMethod && (
        <p className="notice">
          Tuleva laskutustapa {row.pendingMethod.effectiveDateLabel} alkaen:{' '}
          {row.pendingMethod.label}
        </p>
      )}
      {row.pendingPeriod && (
        <p className="notice">
          Tuleva muutos {row.pendingPeriod.effectiveDateLabel} alkaen: {row.pendingPeriod.label}
        </p>
      )}
      {row.cardRequest && (
        <p className="notice">
          {row.cardRequest.text}{' '}
          <a href={addCardPath(row.subscriptionNumber)}>
            Lisää maksukortti<span className="visually-hidden">: {row.productName}</span>
          </a>
        </p>
      )}
      <ChangeLinks row={row} />
    </li>
  );
}

function ChangeLinks({ row }: { row: BillingRow }) {
  const n = encodeURIComponent(row.subscriptionNumber);
  const reasons = [...new Set([row.methodBlock, row.periodBlock].filter((r) => r !== null))];
  return (
    <>
      {reasons.map((r) => (
        <p key={r} className="muted">
          {r}
        </p>
      ))}
      <p>
        {row.methodBlock === null && (
          <a className="button" href={`/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${n}`}>
            Vaihda laskutustapa
            <span className="visually-hidden">: {row.productName}</span>
          </a>
        )}{' '}
        {row.periodBlock === null && (
          <a
            className="button button-secondary"
            href={`/laskut/laskutustavat?tilaus=${n}&modal=vaihda-laskutusvalia`}
          >
            Vaihda laskutusväli
            <span className="visually-hidden">: {row.productName}</span>
          </a>
        )}
      </p>
    </>
  );
}
