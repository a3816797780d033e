import { type KeyboardEvent, useRef, useState } from 'react';
import type { InvoiceList as List, InvoiceListItem } from '~/domain/invoices/invoice-views';
import { PAYMENT_REGISTRATION_TEXT } from '~/domain/invoices/payment-registration';
import { GENERIC_ERROR_MESSAGE } from '../shared/error-messages';
import { StatusBadge } from '../shared/status-badge';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { detailsUrl, dueDateModalUrl } from './invoice-url';
import './invoices.css';

type Tab = 'unpaid' | 'paid';
const TABS: { tab: Tab; label: string; param: string }[] = [
  { tab: 'unpaid', label: 'Avoimet', param: 'avoimet' },
  { tab: 'paid', label: 'Maksetut', param: 'maksetut' },
];

const tabIn = (search: string): Tab =>
  new URLSearchParams(search).get('nayta') === 'maksetut' ? 'paid' : 'unpaid';

/** /laskut: unpaid and paid invoices in two tabs (spec §2), the tab kept in the address. */
export default function InvoiceList() {
  const load = useApiQuery<List>('invoices');
  const search = useAddressSearch();
  // null: the tab the address names (?nayta=), until the customer chooses one.
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const tab = chosenTab ?? (search === null ? 'unpaid' : tabIn(search));
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ unpaid: null, paid: null });

  const choose = (next: Tab, focus: boolean) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'paid') url.searchParams.set('nayta', 'maksetut');
    else url.searchParams.delete('nayta');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    if (focus) tabRefs.current[next]?.focus();
  };

  // WAI-ARIA tabs: arrows move between the tabs and select them, Home and End go to the ends.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.tab === tab);
    const to: Record<string, number> = {
      ArrowRight: (i + 1) % TABS.length,
      ArrowLeft: (i - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = TABS[to[e.key] ?? -1];
    if (!target) return;
    e.preventDefault();
    choose(target.tab, true);
  };

  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskuja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        Laskujen lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä
        asiakaspalveluun.
      </p>
    );
  }
  const list = load.data;
  return (
    <div className="invoice-tabset">
      <div role="tablist" aria-label="Laskut" className="tab-list">
        {TABS.map((t) => (
          <button
            key={t.tab}
            ref={(el) => {
              tabRefs.current[t.tab] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.param}`}
            aria-selected={tab === t.tab}
            aria-controls={`paneeli-${t.param}`}
            tabIndex={tab === t.tab ? 0 : -1}
            className="tab"
            onClick={() => choose(t.tab, false)}
            onKeyDown={onKeyDown}
          >
            {t.label} ({list[t.tab].length})
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.tab}
          role="tabpanel"
          id={`paneeli-${t.param}`}
          aria-labelledby={`tab-${t.param}`}
          hidden={tab !== t.tab}
          tabIndex={0}
          className="tab-panel"
        >
          {t.tab === 'unpaid' ? (
            <>
              <InvoiceTable items={list.unpaid} empty="Sinulla ei ole avoimia laskuja." />
              <p className="muted">{PAYMENT_REGISTRATION_TEXT}</p>
            </>
          ) : (
            <>
              <InvoiceTable
                items={list.paid}
                empty="Sinulla ei ole maksettuja laskuja viimeisen vuoden ajalta."
              />
              <p className="muted">Näytämme maksetut laskut {list.historyStartLabel} alkaen.</p>
            </>
          )}
        </div>
      ))}
    </div>
  );
}

function InvoiceTable({ items, empty }: { items: InvoiceListItem[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="invoice-list">
      {items.map((i) => (
        <li key={i.invoiceNumber} className={i.badge === 'overdue' ? 'card card-overdue' : 'card'}>
          <h2>
            <a href={detailsUrl(i.invoiceNumber)}>Lasku {i.invoiceNumber}</a>
          </h2>
          <dl className="meta">
            <dt>Tila</dt>
            <dd>
              <StatusBadge
                badge={i.badge}
                label={i.statusLabel ?? GENERIC_ERROR_MESSAGE}
                as="span"
              />
            </dd>
            {i.productName && (
              <>
                <dt>Tuote</dt>
                <dd>
                  {i.productName}
                  {i.subscriptionNumber ? ` (${i.subscriptionNumber})` : ''}
                </dd>
              </>
            )}
            <dt>Eräpäivä</dt>
            <dd>
              {i.dueDateLabel}
              {i.postponed ? ' (siirretty)' : ''}
            </dd>
            <dt>Summa</dt>
            <dd>{i.totalLabel}</dd>
            {i.paidOnLabel && (
              <>
                <dt>Maksettu</dt>
                <dd>{i.paidOnLabel}</dd>
              </>
            )}
          </dl>
          {i.badge === 'overdue' && (
            <p className="overdue-advice">
              Lasku on erääntynyt. Maksa se pian: maksutiedot ja viivakoodi ovat{' '}
              <a href={detailsUrl(i.invoiceNumber)}>laskun {i.invoiceNumber} tiedoissa</a>.
            </p>
          )}
          {i.canPostpone && (
            <p>
              <a href={dueDateModalUrl(i.invoiceNumber)}>
                Siirrä laskun {i.invoiceNumber} eräpäivää
              </a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
