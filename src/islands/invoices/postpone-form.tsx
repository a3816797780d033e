import type { InvoiceDetails, PostponeResult } from '~/domain/invoices/invoice-views';
import { api } from '../shared/api-client';
import { invoicePaths } from '../shared/api-paths';
import { useApiForm } from '../shared/use-api-form';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { SubmitButton } from '../shared/submit-button';

interface Props {
  invoice: InvoiceDetails;
  /** Called after the server moved the due date. */
  onDone: (result: PostponeResult) => void;
  /** Prefix of element ids, so that the page and the modal never share one. */
  idPrefix: string;
}

const CHOOSE_MESSAGE = 'Valitse, kuinka monella viikolla siirrät eräpäivää.';

/** The chosen option as the radio holds it: "2" or "4". */
interface PostponeFormValues {
  weeks: string;
}

/**
 * Spec §9: the due date moves by 2 or 4 weeks, once. A refusal the server already knows shows
 * its sentence instead of the form; one found only on submit (e.g. moved meanwhile in another
 * tab) shows the same sentence as an alert.
 */
export default function PostponeForm({ invoice, onDone, idPrefix }: Props) {
  const {
    register,
    formError: failure,
    setFormError,
    onSubmit: submit,
    busy,
    formState: { errors },
  } = useApiForm<PostponeFormValues, PostponeFormValues>({
    defaultValues: { weeks: '' },
    // The focus goes to the first option (below).
    shouldFocusError: false,
    fields: ['weeks'],
    send: async (values) => {
      onDone(
        await api.post<PostponeResult>(
          invoicePaths.dueDate(invoice.invoiceNumber),
          { weeks: Number(values.weeks) },
          { withErrorBody: true },
        ),
      );
    },
    refusalMessage: (err) =>
      err instanceof ApiError && err.errorKey === 'validation-failed'
        ? 'Eräpäivää voi siirtää 2 tai 4 viikkoa.'
        : messageForError(err),
    onInvalid: () => document.getElementById(`${idPrefix}-2`)?.focus(),
  });

  if (!invoice.postpone.allowed) {
    return <p className="notice">{invoice.postpone.reason}</p>;
  }

  // Only a choice is checked here: the options are the server's own (2 or 4 weeks), and the
  // schema's message (postponeInputSchema) is for an answer the form cannot send.
  const choice = register('weeks', {
    required: CHOOSE_MESSAGE,
    onChange: () => setFormError(null),
  });
  const error = errors.weeks?.message ?? failure;

  const errorId = `${idPrefix}-error`;
  return (
    <form
      onSubmit={(e) => {
        if (busy) return e.preventDefault();
        void submit(e);
      }}
      noValidate
    >
      <p>
        Nykyinen eräpäivä on {invoice.dueDateLabel}. Voit siirtää eräpäivää kerran, 2 tai 4 viikkoa.
        Summa ja viitenumero pysyvät samoina.
      </p>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Kuinka paljon siirrät eräpäivää?</legend>
        {invoice.postpone.options.map((o) => (
          <div className="checkbox" key={o.weeks}>
            <input type="radio" id={`${idPrefix}-${o.weeks}`} value={o.weeks} {...choice} />
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
        <SubmitButton busy={busy} label="Vahvista" busyLabel="Siirretään…" />
      </p>
    </form>
  );
}
