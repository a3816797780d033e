import { useEffect, useState } from 'react';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import Goodbye from './goodbye';
import { readResult } from './wizard-state';

/** /tilaus-lopetettu: the goodbye of the anonymous flow. */
export default function AnonymousDone() {
  const [result, setResult] = useState<CancellationResult | null | undefined>(undefined);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage, read once after hydration
  useEffect(() => setResult(readResult()), []);
  if (result === undefined) return <p aria-live="polite">Ladataan…</p>;
  if (result === null) {
    return (
      <p>
        Lopettamisen tietoja ei ole enää tallessa tässä selaimessa. Vahvistus on lähetetty
        sähköpostiisi. <a href="/lopeta-tilaus">Lopeta toinen tilaus</a>
      </p>
    );
  }
  return <Goodbye result={result} loggedIn={false} />;
}
