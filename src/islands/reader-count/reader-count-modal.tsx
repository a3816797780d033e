import { useState } from 'react';
import type { ReaderCountChangeInput } from '~/domain/reader-count/reader-count-input';
import {
  CONFIRM_LABEL,
  READER_COUNT_TITLE,
  READERS_LABEL,
  readersText,
} from '~/domain/reader-count/reader-count-texts';
import type {
  ReaderCountChangeResult,
  ReaderCountOverview,
  ReaderCountPreview,
} from '~/domain/reader-count/reader-count-views';
import { formatMoney } from '~/domain/shared/money';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { isSubscriptionKey, subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import ModalDialog from '../shared/modal-dialog';
import { PlainField } from '../shared/plain-field';
import { refreshKeys } from '../shared/query';
import { SubmitButton } from '../shared/submit-button';
import { useApiQuery } from '../shared/use-api-query';

const readersResolver = lazyZodResolver<ReaderCountChangeInput>(() =>
  import('~/domain/reader-count/reader-count-input').then((m) => m.readerCountChangeInputSchema),
);

/**
 * The company reader count (modals lukijoita, lukijoita-v2): a count from the shared rights to
 * 50, its yearly price as total plus VAT shown before confirming, then the pending change until
 * it is applied (within 24 hours). Loaded by reader-count-island.tsx.
 */
export default function ReaderCountDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const load = useApiQuery<ReaderCountOverview>(subscriptionPaths.readerCount(subscriptionNumber));
  return (
    <ModalDialog headingId="reader-count-heading" heading={READER_COUNT_TITLE} onClose={onClose}>
      {load.state === 'loading' && <p aria-live="polite">Ladataan…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {messageForError(load.error)}
        </p>
      )}
      {load.state === 'ready' &&
        (load.data.pending ? (
          <PendingChange pending={load.data.pending} />
        ) : (
          <ReaderCountForm overview={load.data} />
        ))}
    </ModalDialog>
  );
}

function PendingChange({ pending }: { pending: NonNullable<ReaderCountOverview['pending']> }) {
  return (
    <div role="status" className="notice">
      <p>{pending.notice}</p>
      <p>
        Uusi lukijamäärä: {readersText(pending.toReaders)} (nyt {readersText(pending.fromReaders)}
        ), {pending.price.text}.
      </p>
    </div>
  );
}

function ReaderCountForm({ overview }: { overview: ReaderCountOverview }) {
  const [preview, setPreview] = useState<ReaderCountPreview | null>(null);
  const [result, setResult] = useState<ReaderCountChangeResult | null>(null);
  const n = overview.subscriptionNumber;
  const {
    register,
    setError,
    formError,
    onSubmit,
    state,
    formState: { errors },
  } = useApiForm<ReaderCountChangeInput, ReaderCountChangeInput>({
    resolver: readersResolver,
    fields: ['readers'],
    send: async ({ readers }) => {
      if (preview?.readers !== readers) {
        // First the price of the count asked for; the change only after the admin has seen it.
        const answer = await api.post<ReaderCountPreview>(
          subscriptionPaths.readerCountPreview(n),
          { readers },
          { withErrorBody: true },
        );
        if (answer.refusal) {
          setError('readers', { type: 'server', message: answer.refusal.message });
          setPreview(null);
        } else {
          setPreview(answer);
        }
        return 'idle';
      }
      setResult(
        await api.post<ReaderCountChangeResult>(
          subscriptionPaths.readerCountChanges(n),
          { readers },
          { withErrorBody: true },
        ),
      );
      refreshKeys(isSubscriptionKey, underEverySubscription('reader-count'));
      return 'done';
    },
  });

  if (result) {
    return (
      <div role="status" className="notice">
        <p>{result.pending.notice}</p>
        <p>
          Uusi lukijamäärä: {readersText(result.pending.toReaders)}, {result.pending.price.text}.
        </p>
        <p>Lähetimme vahvistuksen sähköpostiisi.</p>
      </div>
    );
  }
  const registration = register('readers', {
    valueAsNumber: true,
    onChange: () => setPreview(null),
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'busy'}>
      <p>
        Tilauksessa on nyt {readersText(overview.currentReaders)}, joista {overview.sharedRights}{' '}
        lukuoikeutta on jaettu.
      </p>
      {formError && (
        <p id="reader-count-form-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      <PlainField
        id="reader-count-readers"
        label={READERS_LABEL}
        type="number"
        inputMode="numeric"
        min={overview.min}
        max={overview.max}
        step={1}
        defaultValue={overview.currentReaders}
        hint={`Valitse ${overview.min}–${overview.max} lukijaa. Yli 50 lukijaa: ota yhteyttä myyntiin.`}
        error={errors.readers?.message}
        {...registration}
      />
      {preview?.price && (
        <div role="status" className="notice">
          <p>
            Hinta, {readersText(preview.readers)}: {preview.price.text}
          </p>
          <p>
            Muutos aloittaa uuden laskutuskauden. Nykyisen kauden käyttämättä jääneestä osasta (
            {preview.daysLeft}/{preview.daysInPeriod} päivää) saat hyvityslaskun{' '}
            {formatMoney(preview.creditCents)}.
          </p>
        </div>
      )}
      <SubmitButton
        state={state}
        label={preview ? CONFIRM_LABEL : 'Näytä hinta'}
        busyLabel="Odota…"
        doneLabel="Tallennettu"
        errorId="reader-count-form-error"
      />
    </form>
  );
}
