import { useState } from 'react';
import { SHARE_MODALS } from '~/domain/reading-rights/invite-texts';
import { rightTitle } from '~/domain/reading-rights/rights-texts';
import { DETAILS_MODALS, detailsModalUrl } from '~/domain/subscriptions/modal-links';
import type {
  ReadingRightView,
  RemovedReadingRight,
  SubscriptionRights,
} from '~/domain/reading-rights/rights-views';
import ManageRight from './manage-right';
import { RightsMeter } from '../shared/rights-meter';

/** The address of one right's page (decision 0031). */
const rightPageHref = (subscriptionNumber: string, id: string) =>
  `/tilaukset/tiedot/digilukuoikeudet/${id}?tilaus=${encodeURIComponent(subscriptionNumber)}`;

function RightItem({
  n,
  right,
  onDone,
}: {
  n: string;
  right: ReadingRightView;
  onDone: (answer: RemovedReadingRight) => void;
}) {
  const invitation = right.status === 'INVITED';
  return (
    <li className="card">
      <p>
        <a href={rightPageHref(n, right.id)}>{rightTitle(right)}</a>
        {!invitation && right.readerName && (
          <>
            <br />
            {right.email}
          </>
        )}
        <br />
        <span className="muted">
          {invitation
            ? `Kutsuttu ${right.invitedAtLabel}`
            : `Otettu käyttöön ${right.claimedAtLabel ?? ''}`}
        </span>
      </p>
      <ManageRight subscriptionNumber={n} right={right} onDone={onDone} />
    </li>
  );
}

/**
 * One subscription's numbers ("N/M vapaana (K jaettu)"), the share link, the open invitations
 * and the readers, each with its cancel or remove action.
 */
export default function RightsList({
  rights,
  level,
}: {
  rights: SubscriptionRights;
  /** The heading level of the lists' headings. */
  level: 2 | 3;
}) {
  const n = rights.subscriptionNumber;
  const H = level === 2 ? 'h2' : 'h3';
  // The list reloads without the right just handled, so its message is kept here.
  const [done, setDone] = useState<string | null>(null);
  const onDone = (answer: RemovedReadingRight) => setDone(answer.message);
  return (
    <>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <RightsMeter
        total={rights.total}
        claimed={rights.claimedCount}
        pending={rights.pendingCount}
      />
      <dl>
        <dt>Lukuoikeudet</dt>
        <dd>{rights.label}</dd>
        <dt>Odottavat kutsut</dt>
        <dd>{rights.pendingCount}</dd>
        <dt>Käytössä olevat lukuoikeudet</dt>
        <dd>{rights.claimedCount}</dd>
      </dl>
      {rights.canShare ? (
        <p>
          <a className="button" href={detailsModalUrl(n, SHARE_MODALS[rights.audience])}>
            Jaa lukuoikeus
          </a>
        </p>
      ) : (
        <p className="muted">{rights.shareBlockedReason}</p>
      )}
      {rights.readerCount !== null && (
        <p>
          Lukijoita on {rights.readerCount}.{' '}
          <a href={detailsModalUrl(n, DETAILS_MODALS.readerCount)}>Muuta lukijamäärää</a>
        </p>
      )}
      <H>Odottavat kutsut</H>
      {rights.pending.length === 0 ? (
        <p>Ei odottavia kutsuja.</p>
      ) : (
        <ul className="rights-list">
          {rights.pending.map((r) => (
            <RightItem key={r.id} n={n} right={r} onDone={onDone} />
          ))}
        </ul>
      )}
      <H>Lukijat</H>
      {rights.claimed.length === 0 ? (
        <p>Kukaan ei ole vielä ottanut jaettua lukuoikeutta käyttöön.</p>
      ) : (
        <ul className="rights-list">
          {rights.claimed.map((r) => (
            <RightItem key={r.id} n={n} right={r} onDone={onDone} />
          ))}
        </ul>
      )}
    </>
  );
}
