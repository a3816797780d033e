import { useState } from 'react';
import { myDataFileName } from '~/domain/my-data/export-file';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { myDataPaths } from '../shared/api-paths';
import { goToLogin } from '../shared/go-to-login';
import { saveFile } from '../shared/save-file';
import { useLoginRequired } from '../shared/use-login-required';

const FAILED =
  'Tietojen lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.';

/** /tili/omat-tiedot: downloads everything the portal holds about the person as one file. */
export default function MyDataDownload() {
  const ready = useLoginRequired();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');

  const download = async () => {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (state === 'busy') return;
    setState('busy');
    try {
      const blob = await api.get<Blob>(myDataPaths.download, { blob: true });
      saveFile(blob, myDataFileName(new Date()));
      setState('done');
    } catch (err) {
      if (err instanceof LoggedOutError) return goToLogin();
      setState('error');
    }
  };

  if (!ready) return <p aria-live="polite">Ladataan…</p>;
  return (
    <div>
      <p>
        <button
          type="button"
          className="button"
          aria-busy={state === 'busy'}
          onClick={() => void download()}
        >
          {state === 'busy' ? 'Ladataan…' : 'Lataa omat tietosi'}
        </button>
      </p>
      <p
        role="status"
        className={state === 'error' ? 'alert' : state === 'done' ? 'notice' : undefined}
      >
        {state === 'done'
          ? 'Tietosi on ladattu tiedostoon. Löydät sen selaimesi latauksista.'
          : state === 'error'
            ? FAILED
            : ''}
      </p>
    </div>
  );
}
