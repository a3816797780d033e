import type { CompanyRequestOverview } from '~/domain/company-requests/request-view';
import {
  HANDLED_NOTE_LABEL,
  REQUEST_STATUS_BADGES,
  handledLine,
} from '~/domain/company-requests/request-states';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import { StatusBadge } from '../shared/status-badge';
import { useAddressSearch } from '../shared/use-hydrated';

/**
 * The details page's list of a company subscription's processing requests and their states
 * (decision 0037): shown only where the details allow a processing request, which is the
 * company admin in a company session. It reads the same cached answers as the details and the
 * modal, so a request sent in the modal shows here at once.
 */
export default function CompanyRequestList() {
  const search = useAddressSearch();
  const number = search === null ? null : new URLSearchParams(search).get('tilaus');
  const valid = number !== null && isSubscriptionNumber(number);
  const details = useApiQuery<SubscriptionDetails>(
    valid ? subscriptionPaths.details(number) : null,
  );
  const applies =
    valid &&
    details.state === 'ready' &&
    details.data.actions.some((a) => a.action === 'COMPANY_REQUEST' && a.allowed);
  const list = useApiQuery<CompanyRequestOverview>(
    applies ? subscriptionPaths.companyRequests(number) : null,
  );
  if (!applies) return null;
  return (
    <section aria-labelledby="kasittelypyynnot">
      <h2 id="kasittelypyynnot">Käsittelypyynnöt</h2>
      {list.state === 'loading' && <p aria-live="polite">Ladataan käsittelypyyntöjä…</p>}
      {list.state === 'error' && (
        <p className="alert" role="alert">
          {messageForError(list.error)}
        </p>
      )}
      {list.state === 'ready' &&
        (list.data.requests.length === 0 ? (
          <p>Tilauksesta ei ole lähetetty käsittelypyyntöjä.</p>
        ) : (
          <ul className="change-list">
            {list.data.requests.map((r) => (
              <li key={r.id} className="card">
                <strong>{r.typeLabel}</strong>
                <dl className="meta">
                  <dt>Lähetetty</dt>
                  <dd>{r.createdLabel}</dd>
                  <dt>Tila</dt>
                  <StatusBadge
                    as="dd"
                    badge={REQUEST_STATUS_BADGES[r.status]}
                    label={r.handledLabel === null ? r.statusLabel : handledLine(r.handledLabel)}
                  />
                  {r.summary !== '' && (
                    <>
                      <dt>Pyyntö</dt>
                      <dd>{r.summary}</dd>
                    </>
                  )}
                  {r.note !== null && (
                    <>
                      <dt>{HANDLED_NOTE_LABEL}</dt>
                      <dd>{r.note}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
