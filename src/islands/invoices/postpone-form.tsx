import { useState, type FormEvent } from 'react';
import type { InvoiceDetails, PostponeResult } from '~/domain/invoices/invoice-views';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';

interface Props {
  invoice: InvoiceDetails;
  /** Called after the server moved the due date. */
  onDone: (result: PostponeResult) => void;
  /** Prefix of element ids, so that the page and the modal never share one. */
  idPrefix: string;
}

const CHOOSE_MESSAGE = 'Valitse, kuinka monella viikolla siirrät eräpäivää.';

/**
 * Spec §9: the due date moves by 2 or 4 weeks, once. A refusal the server already knows shows
 * its sentence instead of the form; one found only on submit (e.g. moved meanwhile in another
 * tab) shows the same sentence as an alert.
 */
export default function PostponeForm({ invoice, onDone, idPrefix }: Props) {
  const [weeks, setWeeks] = useState<2 | 4 | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!invoice.postpone.allowed) {
    return <p className="notice">{invoice.postpone.reason}</p>;
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (weeks === null) {
      setError(CHOOSE_MESSAGE);
      document.getElementById(`${idPrefix}-2`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api.post<PostponeResult>(`invoices/${invoice.invoiceNumber}/due-date`, {
        weeks,
      });
      onDone(result);
    } catch (err) {
      setError(
        err instanceof ApiError && err.errorKey === 'validation-failed'
          ? 'Eräpäivää voi siirtää 2 tai 4 viikkoa.'
          : messageForError(err),
      );
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${idPrefix}-error`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>
        Nykyinen eräpäivä on {invoice.dueDateLabel}. Voit siirtää eräpäivää kerran, 2 tai 4 viikkoa.
        Summa ja viitenumero pysyvät samoina.
      </p>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Kuinka paljon siirrät eräpäivää?</legend>
        {invoice.postpone.options.map((o) => (
          <div className="checkbox" key={o.weeks}>
            <input
              type="radio"
              id={`${idPrefix}-${o.weeks}`}
              name={`${idPrefix}-weeks`}
              value={o.weeks}
              checked={weeks === o.weeks}
              onChange={() => {
                setWeeks(o.weeks);
                setError(null);
              }}
            />
            <label htmlFor={`${idPrefix}-${o.weeks}`}>{o.label}</label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="alert" role="alert">
          {error}
        </p>
      )}
      <p>
        <button type="submit" className="button" aria-busy={busy}>
          {busy ? 'Siirretään…' : 'Vahvista'}
        </button>
      </p>
    </form>
  );
}
