import { useState } from 'react';
import { api } from '../shared/api-client';
import { invoicePaths } from '../shared/api-paths';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { saveFile } from '../shared/save-file';

/** Downloads the invoice PDF through the API client's blob option (spec §7). */
export default function PdfButton({ number }: { number: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');

  const download = async () => {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (state === 'busy') return;
    setState('busy');
    setMessage('');
    try {
      const blob = await api.get<Blob>(invoicePaths.pdf(number), { blob: true });
      saveFile(blob, `lasku-${number}.pdf`);
      setState('done');
      setMessage('Lasku on ladattu.');
    } catch (err) {
      setState('error');
      setMessage(
        err instanceof ApiError && err.errorKey === 'invoice-pdf-not-available'
          ? messageForError(err)
          : 'Laskun PDF-tiedoston lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
      );
    }
  };

  return (
    <div>
      <p>
        <button
          type="button"
          className="button button-secondary"
          aria-busy={state === 'busy'}
          onClick={() => void download()}
        >
          {state === 'busy' ? 'Ladataan…' : 'Lataa PDF'}
        </button>
      </p>
      <p
        role="status"
        className={state === 'error' ? 'alert' : state === 'done' ? 'notice' : undefined}
      >
        {message}
      </p>
    </div>
  );
}
