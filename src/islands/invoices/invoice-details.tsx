import '../shared/columns.css';
import { useEffect } from 'react';
import { useAddressSearch } from '../shared/use-hydrated';
import type { InvoiceDetails as Details } from '~/domain/invoices/invoice-views';
import { PAYMENT_REGISTRATION_TEXT } from '~/domain/invoices/payment-registration';
import { GENERIC_ERROR_MESSAGE } from '../shared/error-messages';
import { StatusBadge } from '../shared/status-badge';
import BarcodeBlock from './barcode-block';
import { dueDateModalUrl, invoiceNumberIn, openDueDateModal } from './invoice-url';
import PdfButton from './pdf-button';
import { useInvoice } from './use-invoice';
import './invoices.css';

/** /laskut/tiedot?lasku=n: every display field of spec §3, how to pay, the PDF, the due date. */
export default function InvoiceDetails() {
  // null until read: the page is prerendered, so the query is only known in the browser.
  const search = useAddressSearch();
  const number = search === null ? null : (invoiceNumberIn(search) ?? '');
  const load = useInvoice(number);
  useEffect(() => {
    if (load.state === 'ready') {
      document.title = `Lasku ${load.invoice.invoiceNumber} | Asiakaspalvelu`;
    }
  }, [load]);

  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskun tietoja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  return <InvoiceView invoice={load.invoice} />;
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function InvoiceView({ invoice: d }: { invoice: Details }) {
  return (
    <>
      <p className="lead">
        Lasku {d.invoiceNumber}, tila:{' '}
        <StatusBadge badge={d.badge} label={d.statusLabel ?? GENERIC_ERROR_MESSAGE} as="span" />
      </p>
      {d.badge === 'overdue' && (
        <p className="alert overdue-advice">
          Lasku on erääntynyt. Maksa se pian alla olevilla maksutiedoilla tai viivakoodilla.
          {d.postpone.allowed && ' Voit myös siirtää eräpäivää kerran.'}
        </p>
      )}
      <div className="columns">
        <section aria-labelledby="laskun-tiedot">
          <h2 id="laskun-tiedot">Lasku</h2>
          <dl className="meta invoice-fields">
            <Row label="Laskun numero" value={d.invoiceNumber} />
            <Row label="Laskun päivämäärä" value={d.invoiceDateLabel} />
            <Row label="Eräpäivä" value={d.dueDateLabel} />
            <Row label="Alkuperäinen eräpäivä" value={d.originalDueDateLabel} />
            <Row label="Peruutuspäivä" value={d.cancellationDateLabel} />
            <Row label="Tuote" value={d.productName} />
            <Row label="Tilausnumero" value={d.subscriptionNumber} />
            <Row label="Tilauslaji" value={d.subscriptionKindLabel} />
            <Row label="Laskutuskausi" value={d.invoicingPeriodLabel} />
            <Row label="Maksutapa" value={d.paymentMethodLabel} />
            <Row label="Laskun summa" value={d.amountLabel} />
            <Row label="Muistutusmaksu" value={d.reminderFeeLabel} />
            <Row label="Paperilaskun lisämaksu" value={d.paperInvoiceFeeLabel} />
            <Row label="Maksettava yhteensä" value={d.totalLabel} />
            <Row label="Maksettu" value={d.paidOnLabel} />
          </dl>
        </section>

        <section aria-labelledby="maksutiedot">
          <h2 id="maksutiedot">Maksutiedot</h2>
          <dl className="meta invoice-fields">
            <Row label="Saajan tilinumero (IBAN)" value={d.iban} />
            <Row label="Saaja" value="Esimerkkimedia Oy" />
            <Row label="Viitenumero" value={d.referenceNumber} />
            <Row label="Eräpäivä" value={d.dueDateLabel} />
            <Row label="Summa" value={d.totalLabel} />
          </dl>
          {d.virtualBarcode && <BarcodeBlock number={d.invoiceNumber} digits={d.virtualBarcode} />}
          {!d.paid && <p className="muted">{PAYMENT_REGISTRATION_TEXT}</p>}
        </section>
      </div>

      <section aria-labelledby="lasku-pdf" className="no-print">
        <h2 id="lasku-pdf">Lasku PDF-tiedostona</h2>
        {!d.pdf.available && (
          <p>
            Laskun PDF-tiedosto muodostetaan 24 tunnin kuluessa laskun muodostamisesta. Se on
            saatavilla {d.pdf.availableFromLabel}.
          </p>
        )}
        <PdfButton number={d.invoiceNumber} />
      </section>

      <section aria-labelledby="erapaiva" className="no-print">
        <h2 id="erapaiva">Eräpäivän siirto</h2>
        {d.postpone.allowed ? (
          <>
            <p>Voit siirtää laskun eräpäivää kerran, 2 tai 4 viikkoa.</p>
            <p>
              <a
                className="button"
                href={dueDateModalUrl(d.invoiceNumber)}
                onClick={(e) => {
                  e.preventDefault();
                  openDueDateModal(e.currentTarget.href);
                }}
              >
                Siirrä eräpäivää
              </a>
            </p>
          </>
        ) : (
          <p>{d.postpone.reason}</p>
        )}
      </section>
    </>
  );
}
