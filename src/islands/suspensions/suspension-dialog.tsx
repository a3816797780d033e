import { useState } from 'react';
import { formatMoney } from '~/domain/shared/money';
import type { SuspensionList, SuspensionView } from '~/domain/suspensions/views';
import { api } from '../shared/api-client';
import { subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import ModalDialog from '../shared/modal-dialog';
import { reloadKey, revalidateKeys } from '../shared/query';
import { useApiQuery } from '../shared/use-api-query';
import { messageOf } from './api-problem';
import SuspensionForm from './suspension-form';
import SuspensionItems from './suspension-items';
import './suspension.css';

interface Props {
  subscriptionNumber: string;
  onClose: () => void;
}

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
  const key = subscriptionPaths.suspensions(subscriptionNumber);
  const load = useApiQuery<SuspensionList>(key);
  const [editing, setEditing] = useState<SuspensionView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const announce = (text: string) => {
    setDone(text);
    setEditing(null);
    setFormKey((k) => k + 1);
    // The details page shows the change too.
    revalidateKeys(
      (k) =>
        k === subscriptionPaths.details(subscriptionNumber) ||
        k.startsWith('payment-methods') ||
        underEverySubscription('payment-method')(k) ||
        underEverySubscription('billing-period')(k),
    );
    void reloadKey(key)
      .catch(() => undefined)
      .then(() => document.getElementById('suspension-done')?.focus());
  };

  const remove = async (s: SuspensionView) => {
    setBusyId(s.id);
    setListError(null);
    try {
      await api.delete(subscriptionPaths.suspension(subscriptionNumber, s.id), undefined, {
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
    <ModalDialog
      headingId="suspension-dialog-heading"
      heading="Jakelun keskeytys"
      onClose={onClose}
      className="suspension-dialog"
      closeAt="heading"
      initialFocus="heading"
    >
      {load.state === 'loading' && <p aria-live="polite">Ladataan keskeytyksiä…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {messageOf(load.error)}
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
    </ModalDialog>
  );
}
