import { useEffect, useState } from 'react';
import { errorMessage } from '../shared/error-messages';
import { pushCancellationEvent } from './analytics';
import { AlternativeHelp } from './blocked-notice';

const NUMBER = /^\d{7,8}$/;
const TECHNICAL =
  'Tilauksen lopettaminen ei onnistunut teknisen vian vuoksi. Yritä hetken kuluttua uudelleen.';

/** /tilaukset/peruuttaminen-epaonnistui?tilaus=&syy=: why it failed, and what to do next. */
export default function FailedView() {
  const [view, setView] = useState<{ message: string; subscription: string | null } | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const key = q.get('syy');
    const subscription = q.get('tilaus');
    // Only the API's keys are shown; anything else typed into the address reads as technical.
    const known = key !== null && /^[a-zA-Z_-]{1,60}$/.test(key);
    const message = known ? errorMessage(key) : TECHNICAL;
    setView({
      message,
      subscription: subscription && NUMBER.test(subscription) ? subscription : null,
    });
    pushCancellationEvent('failed', { errorKey: key ?? 'UNKNOWN_ERROR' });
  }, []);
  if (!view) return <p aria-live="polite">Ladataan…</p>;
  return (
    <>
      <p className="alert" role="alert">
        {view.message}
      </p>
      <AlternativeHelp subscriptionNumber={view.subscription} />
    </>
  );
}
