import { useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { invalidateKeys } from '../shared/query';
import RequestForm from './request-form';
import ModalDialog from '../shared/modal-dialog';
import { useQueryModal } from '../shared/use-query-modal';
import { COMPANY_REQUEST_MODAL, readRequestModal } from './request-url';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: CompanyRequestOverview };

/**
 * The company admin's processing request (spec §6, ?tilaus=n&modal=yritystilaus-kasittelypyynto):
 * a company subscription is not changed directly; customer service makes the change within 1-3
 * working days. A native modal <dialog> (decision 0008). Renders nothing unless asked for.
 */
export default function CompanyRequestModal() {
  const { target, close } = useQueryModal(COMPANY_REQUEST_MODAL, readRequestModal);
  if (target === null) return null;
  return <CompanyRequestDialog key={target} subscriptionNumber={target} onClose={close} />;
}

function CompanyRequestDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [sent, setSent] = useState<CompanyRequestResult | null>(null);

  useEffect(() => {
    api
      .get<CompanyRequestOverview>(`company-requests?subscription=${subscriptionNumber}`)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((err: unknown) => {
        if (err instanceof LoggedOutError) {
          window.location.assign(loginUrl(window.location.pathname + window.location.search));
          return;
        }
        setLoad({ state: 'error', message: messageForError(err) });
      });
  }, [subscriptionNumber]);

  const onSent = (result: CompanyRequestResult) => {
    setSent(result);
    invalidateKeys((key) => key.startsWith('subscriptions'));
    if (load.state === 'ready') {
      setLoad({
        state: 'ready',
        data: { ...load.data, requests: [result.request, ...load.data.requests] },
      });
    }
  };

  return (
    <ModalDialog
      headingId="company-request-heading"
      heading="Yritystilauksen käsittelypyyntö"
      onClose={onClose}
    >
      {load.state === 'loading' && <p aria-live="polite">Ladataan…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p>
            {load.data.companyName}: {load.data.productName} ({load.data.subscriptionNumber})
          </p>
          <p>
            Yritystilauksen muutokset tekee asiakaspalvelu. Kerro, mitä haluat muuttaa, niin
            asiakaspalvelu käsittelee pyynnön 1–3 arkipäivässä.
          </p>
          {sent ? (
            <div role="status" className="notice">
              <p>{sent.notice}</p>
            </div>
          ) : (
            <RequestForm overview={load.data} onSent={onSent} />
          )}
          {load.data.requests.length > 0 && (
            <section aria-labelledby="company-requests-sent">
              <h3 id="company-requests-sent">Lähetetyt käsittelypyynnöt</h3>
              <ul className="change-list">
                {load.data.requests.map((r) => (
                  <li key={r.id} className="card">
                    <strong>{r.typeLabel}</strong> ({r.createdLabel}, {r.statusLabel})
                    {r.summary && (
                      <>
                        <br />
                        {r.summary}
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </ModalDialog>
  );
}
