import { useEffect, useMemo } from 'react';
import { errorMessage } from '../shared/error-messages';
import { useAddressSearch } from '../shared/use-hydrated';
import { pushCancellationEvent } from './analytics';
import { AlternativeHelp } from './blocked-notice';

const NUMBER = /^\d{7,8}$/;
const TECHNICAL =
  'Tilauksen lopettaminen ei onnistunut teknisen vian vuoksi. Yritä hetken kuluttua uudelleen.';

/** /tilaukset/peruuttaminen-epaonnistui?tilaus=&syy=: why it failed, and what to do next. */
export default function FailedView() {
  const search = useAddressSearch();
  const view = useMemo(() => {
    if (search === null) return null;
    const q = new URLSearchParams(search);
    const key = q.get('syy');
    const subscription = q.get('tilaus');
    // Only the API's keys are shown; anything else typed into the address reads as technical.
    const known = key !== null && /^[a-zA-Z_-]{1,60}$/.test(key);
    return {
      key,
      message: known ? errorMessage(key) : TECHNICAL,
      subscription: subscription && NUMBER.test(subscription) ? subscription : null,
    };
  }, [search]);
  const failedKey = view === null ? undefined : (view.key ?? 'UNKNOWN_ERROR');
  useEffect(() => {
    if (failedKey !== undefined) pushCancellationEvent('failed', { errorKey: failedKey });
  }, [failedKey]);
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
