import { useCallback, useEffect, useRef, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import { formatMoney } from '~/domain/shared/money';
import type { SuspensionList, SuspensionView } from '~/domain/suspensions/views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageOf } from './api-problem';
import SuspensionForm from './suspension-form';
import SuspensionItems from './suspension-items';
import './suspension.css';
import { refreshKeys } from '../shared/query';

interface Props {
  subscriptionNumber: string;
  onClose: () => void;
}

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: SuspensionList };

function doneText(s: SuspensionView, kind: 'created' | 'changed'): string {
  const credit = `Hyvitys yhteensä ${formatMoney(s.breakdown.totalCreditedCents)} (${s.breakdown.creditedDays} ${s.breakdown.creditedDays === 1 ? 'päivä' : 'päivää'}).`;
  const head =
    kind === 'created'
      ? `Jakelu on keskeytetty ajalle ${s.periodLabel}.`
      : `Keskeytys on muutettu. Uusi aika on ${s.periodLabel}.`;
  return `${head} ${credit} Lähetimme vahvistuksen sähköpostiisi.`;
}

/**
 * The suspension modal (spec §2 tilapainen-jakelunkeskeytys): current suspensions with what may
 * be done to them, and the form of a new one or a change. A native modal <dialog>: the browser
 * keeps the focus inside, makes the page inert and closes it on Esc.
 */
export default function SuspensionDialog({ subscriptionNumber, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState<SuspensionView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const refresh = useCallback(async () => {
    try {
      const data = await api.get<SuspensionList>(
        `subscriptions/${subscriptionNumber}/suspensions`,
        { withErrorBody: true },
      );
      setLoad({ state: 'ready', data });
    } catch (err) {
      if (err instanceof LoggedOutError) {
        window.location.assign(loginUrl(window.location.pathname + window.location.search));
        return;
      }
      setLoad({ state: 'error', message: messageOf(err) });
    }
  }, [subscriptionNumber]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const announce = (text: string) => {
    setDone(text);
    setEditing(null);
    setFormKey((k) => k + 1);
    // The details page shows the change too.
    refreshKeys('subscriptions', 'payment-methods', 'billing-periods');
    void refresh().then(() => document.getElementById('suspension-done')?.focus());
  };

  const remove = async (s: SuspensionView) => {
    setBusyId(s.id);
    setListError(null);
    try {
      await api.delete(`subscriptions/${subscriptionNumber}/suspensions/${s.id}`, undefined, {
        withErrorBody: true,
      });
      announce(`Keskeytys ${s.periodLabel} on poistettu. Lähetimme vahvistuksen sähköpostiisi.`);
    } catch (err) {
      setListError(messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const startEdit = (s: SuspensionView) => {
    setDone(null);
    setEditing(s);
    setFormKey((k) => k + 1);
    requestAnimationFrame(() => document.getElementById('suspension-form-heading')?.focus());
  };

  return (
    <dialog
      ref={ref}
      className="suspension-dialog"
      aria-labelledby="suspension-dialog-heading"
      onCancel={(e) => {
        // Esc: close through React state, so the address follows.
        e.preventDefault();
        onClose();
      }}
    >
      <div className="suspension-dialog-top">
        <h2 id="suspension-dialog-heading" tabIndex={-1} autoFocus>
          Jakelun keskeytys
        </h2>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Sulje
        </button>
      </div>
      {load.state === 'loading' && <p aria-live="polite">Ladataan keskeytyksiä…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p>
            {load.data.productName} ({load.data.subscriptionNumber})
          </p>
          {done && (
            <p id="suspension-done" className="notice" role="status" tabIndex={-1}>
              {done}
            </p>
          )}
          <section aria-labelledby="suspension-list-heading">
            <h3 id="suspension-list-heading">Tulevat ja meneillään olevat keskeytykset</h3>
            {listError && (
              <p className="alert" role="alert">
                {listError}
              </p>
            )}
            <SuspensionItems
              suspensions={load.data.suspensions}
              busyId={busyId}
              onEdit={startEdit}
              onRemove={(s) => void remove(s)}
            />
          </section>
          <SuspensionForm
            key={formKey}
            list={load.data}
            editing={editing}
            onSaved={(saved, kind) => announce(doneText(saved, kind))}
            onCancelEdit={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          />
        </>
      )}
    </dialog>
  );
}
