import { useState } from 'react';
import {
  RIGHT_STATUS_BADGES,
  RIGHT_STATUS_LABELS,
  rightTitle,
} from '~/domain/reading-rights/rights-texts';
import type {
  ReadingRightView,
  RemovedReadingRight,
  SubscriptionRights,
} from '~/domain/reading-rights/rights-views';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { usePageTitle } from '../shared/page-title';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { StatusBadge } from '../shared/status-badge';
import ManageRight from './manage-right';

function RightFacts({ rights, right }: { rights: SubscriptionRights; right: ReadingRightView }) {
  return (
    <dl>
      <dt>Tilaus</dt>
      <dd>
        {rights.productName} ({rights.subscriptionNumber})
      </dd>
      <dt>Tila</dt>
      <StatusBadge as="dd" badge={RIGHT_STATUS_BADGES[right.status]} label={right.statusLabel} />
      <dt>Sähköposti</dt>
      <dd>
        {right.email === ''
          ? 'Kutsulinkki: osoite selviää, kun lukuoikeus otetaan käyttöön'
          : right.email}
      </dd>
      {right.readerName && (
        <>
          <dt>Lukija</dt>
          <dd>{right.readerName}</dd>
        </>
      )}
      <dt>Kutsuttu</dt>
      <dd>{right.invitedAtLabel}</dd>
      {right.claimedAtLabel && (
        <>
          <dt>Otettu käyttöön</dt>
          <dd>{right.claimedAtLabel}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * /tilaukset/tiedot/digilukuoikeudet/{id}?tilaus=n: one right (an open invitation or a reader)
 * with its cancel or remove action. A right no longer held (cancelled, removed, another's) is
 * "not found", except the one just handled here, which shows its new status and the message.
 */
export default function RightDetails({ id }: { id: string }) {
  const search = useAddressSearch();
  const n = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const load = useApiQuery<SubscriptionRights>(n ? subscriptionPaths.readingRights(n) : null);
  const [handled, setHandled] = useState<{
    right: ReadingRightView;
    answer: RemovedReadingRight;
  } | null>(null);
  const rights = load.state === 'ready' ? load.data : null;
  const right = rights
    ? ([...rights.pending, ...rights.claimed].find((r) => r.id === id) ?? null)
    : null;
  usePageTitle(right ? `Lukuoikeus: ${rightTitle(right)}` : null);
  const back = n
    ? `/tilaukset/tiedot/digilukuoikeudet?tilaus=${encodeURIComponent(n)}`
    : '/lukuoikeudet';
  const backLink = (
    <p>
      <a href={back}>Takaisin lukuoikeuksiin</a>
    </p>
  );
  if (handled) {
    const { answer } = handled;
    return (
      <>
        <RightFacts
          rights={answer.subscription}
          right={{
            ...handled.right,
            status: answer.status,
            statusLabel: RIGHT_STATUS_LABELS[answer.status],
          }}
        />
        <p className="notice" role="status">
          {answer.message}
        </p>
        {backLink}
      </>
    );
  }
  if (load.state === 'loading' && n !== '') {
    return <p aria-live="polite">Ladataan lukuoikeutta…</p>;
  }
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  if (!rights || !right) {
    return (
      <>
        <p className="alert" role="alert">
          Lukuoikeutta ei löytynyt. Se on ehkä jo poistettu.
        </p>
        {backLink}
      </>
    );
  }
  return (
    <>
      <RightFacts rights={rights} right={right} />
      <ManageRight
        subscriptionNumber={rights.subscriptionNumber}
        right={right}
        onDone={(answer) => setHandled({ right, answer })}
      />
      {backLink}
    </>
  );
}
