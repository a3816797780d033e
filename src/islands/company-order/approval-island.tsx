import { useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import {
  APPROVAL_STATE_LABELS,
  type CompanyOrderApproval,
  LAST_DAY_LABEL,
} from '~/domain/company-order/order-approval';
import { BUSINESS_ID_LABEL, START_DATE_LABEL } from '~/domain/company-order/order-texts';
import { CONTACT_PERSON_LABEL } from '~/domain/customer-info/field-labels';
import { quantityRow } from '~/domain/company-order/order-views';
import { formatDate } from '~/domain/shared/dates';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { companyOrderPaths } from '../shared/api-paths';
import { type DetailRow, DetailsList } from '../shared/details-list';
import { messageForError } from '../shared/error-messages';
import { $session, ensureFreshSession } from '../shared/session';
import { useApiMutation } from '../shared/use-api-mutation';

type View =
  | { kind: 'loading' }
  | { kind: 'logged-out' }
  | { kind: 'private-session' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; approval: CompanyOrderApproval };

/** Only a company session acting for the order's company may decide (decision 0039). */
function LoginAsCompany({ intro }: { intro: string }) {
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  return (
    <div>
      <p>{intro}</p>
      <p>
        <a className="button" href={loginUrl(path, 'b2b')}>
          Kirjaudu yritysasiakkaana
        </a>
      </p>
    </div>
  );
}

function rowsOf(approval: CompanyOrderApproval): DetailRow[] {
  return [
    ['Tila', APPROVAL_STATE_LABELS[approval.state]],
    ['Yritys', approval.companyName],
    [BUSINESS_ID_LABEL, approval.businessId],
    ['Asiakasnumero', approval.customerNumber],
    ['Tuote', approval.productName],
    quantityRow(approval.price),
    approval.startDate === null ? null : [START_DATE_LABEL, formatDate(approval.startDate)],
    ['Hinta', approval.price.text],
    ['Tilaaja', approval.orderedBy],
    [CONTACT_PERSON_LABEL, approval.contactPerson],
    ['Tilattu', formatDate(new Date(approval.createdAt))],
    [LAST_DAY_LABEL, formatDate(approval.lastDay)],
    approval.subscriptionNumber === null ? null : ['Tilausnumero', approval.subscriptionNumber],
  ];
}

const DECIDED: Record<'ACCEPTED' | 'REFUSED', string> = {
  ACCEPTED: 'Hyväksyit tilauksen. Tilaus on nyt voimassa ja laskutetaan yritykseltä.',
  REFUSED: 'Hylkäsit tilauksen. Sitä ei tehty eikä laskutettu. Kerroimme siitä tilaajalle.',
};

/**
 * The company admin's acceptance page /yritystilaus/hyvaksynta/{id} (issue 30 item 17; decision
 * 0038): an order someone else made for the company, waiting unbilled. The e-mailed link carries
 * only the id; the admin's company login proves the right. Accept places the order, refuse tells
 * the orderer; a decided, expired or withdrawn order shows its state without the buttons.
 */
export default function ApprovalIsland({ id }: { id: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [decided, setDecided] = useState<string | null>(null);

  useEffect(() => {
    const load = async () => {
      if (!(await ensureFreshSession())) return setView({ kind: 'logged-out' });
      if ($session.get().intent !== 'b2b') return setView({ kind: 'private-session' });
      const approval = await api.get<CompanyOrderApproval>(companyOrderPaths.approval(id));
      setView({ kind: 'ready', approval });
    };
    load().catch((err: unknown) => {
      if (err instanceof LoggedOutError) return setView({ kind: 'logged-out' });
      setView({ kind: 'refused', message: messageForError(err) });
    });
  }, [id]);

  const decision = useApiMutation({
    send: async (chosen: 'accept' | 'refuse') => {
      const approval = await api.post<CompanyOrderApproval>(
        companyOrderPaths.decide(id, chosen),
        {},
      );
      setView({ kind: 'ready', approval });
      if (approval.state === 'ACCEPTED' || approval.state === 'REFUSED') {
        setDecided(DECIDED[approval.state]);
      }
      return 'idle';
    },
  });
  const busy = decision.running?.[0] ?? null;
  const error = decision.error;

  if (view.kind === 'loading') {
    return <p role="status">Ladataan tilausta…</p>;
  }
  if (view.kind === 'logged-out') {
    return (
      <LoginAsCompany intro="Yrityksellesi tehty tilaus odottaa pääkäyttäjän hyväksyntää. Kirjaudu sisään yritysasiakkaana nähdäksesi tilauksen." />
    );
  }
  if (view.kind === 'private-session') {
    return (
      <LoginAsCompany intro="Olet kirjautunut yksityisasiakkaana. Tilauksen voi hyväksyä vain yrityksen pääkäyttäjä yritysasiakkaan kirjautumisella." />
    );
  }
  if (view.kind === 'refused') {
    return (
      <div>
        <p className="alert" role="alert">
          {view.message}
        </p>
        <p>
          <a href="/tilaukset">Siirry yrityksen tilauksiin</a>
        </p>
      </div>
    );
  }
  const { approval } = view;
  const errorId = `approval-${id}-error`;
  const waiting = approval.state === 'WAITING';
  return (
    <div>
      {waiting && (
        <p>
          Tilaaja ei ole yrityksen pääkäyttäjä, joten tilausta ei ole tehty eikä laskutettu. Jos
          hyväksyt sen, tilaus tehdään ja laskutetaan yritykseltä. Tilaaja ei saa pääkäyttäjän
          oikeuksia.
        </p>
      )}
      <DetailsList rows={rowsOf(approval)} />
      {decided && (
        <p className="notice" role="status">
          {decided}
        </p>
      )}
      {error && (
        <p id={errorId} className="alert" role="alert">
          {error}
        </p>
      )}
      {waiting && (
        <p>
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-busy={busy === 'accept'}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void decision.run('accept')}
          >
            {busy === 'accept' ? 'Hyväksytään…' : 'Hyväksy tilaus'}
          </button>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            aria-busy={busy === 'refuse'}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void decision.run('refuse')}
          >
            {busy === 'refuse' ? 'Hylätään…' : 'Hylkää tilaus'}
          </button>
        </p>
      )}
      {approval.subscriptionNumber !== null && (
        <p>
          <a href={`/tilaukset/tiedot?tilaus=${encodeURIComponent(approval.subscriptionNumber)}`}>
            Näytä tilauksen tiedot
          </a>
        </p>
      )}
    </div>
  );
}
