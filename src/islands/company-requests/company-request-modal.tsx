import { useState } from 'react';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import { isSubscriptionKey, subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { invalidateKeys, mutateCache } from '../shared/query';
import { useApiQuery } from '../shared/use-api-query';
import RequestForm from './request-form';
import ModalDialog from '../shared/modal-dialog';

/**
 * The company admin's processing request (spec §6, ?tilaus=n&modal=yritystilaus-kasittelypyynto):
 * a company subscription is not changed directly; customer service makes the change within 1-3
 * working days. A native modal <dialog> (decision 0013), loaded by company-request-island.tsx
 * when the address asks for it.
 */
export default function CompanyRequestDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const key = subscriptionPaths.companyRequests(subscriptionNumber);
  const load = useApiQuery<CompanyRequestOverview>(key);
  const [sent, setSent] = useState<CompanyRequestResult | null>(null);

  const onSent = (result: CompanyRequestResult) => {
    setSent(result);
    invalidateKeys(isSubscriptionKey);
    // The new request heads the list at once, as the server lists it.
    if (load.state === 'ready') {
      mutateCache(key, { ...load.data, requests: [result.request, ...load.data.requests] });
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
          {messageForError(load.error)}
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
