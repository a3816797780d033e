import { useEffect, useRef, useState } from 'react';
import type {
  AddressChange,
  AddressChangeOverview,
  AddressChangeResult,
} from '~/domain/address-changes/address-change-view';
import { DETAILS_MODALS, detailsModalUrl } from '~/domain/subscriptions/modal-links';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import ChangeList from './change-list';
import ModalDialog from '../shared/modal-dialog';
import { subscriptionPaths } from '../shared/api-paths';
import { refreshKeys, reloadKey } from '../shared/query';
import { useApiQuery } from '../shared/use-api-query';
import { type AddressModal, PERMANENT_MODAL, TEMPORARY_MODAL } from './modal-url';
import PermanentForm from './permanent-form';
import SavedNotice from './saved-notice';
import { refreshSubscription } from './submit-change';
import TemporaryForm from './temporary-form';

const HEADINGS: Record<AddressModal, string> = {
  [TEMPORARY_MODAL]: 'Tilapäinen osoitteenmuutos',
  [PERMANENT_MODAL]: 'Pysyvä osoitteenmuutos',
};
const CHANGE_TYPE: Record<AddressModal, AddressChange['changeType']> = {
  [TEMPORARY_MODAL]: 'TEMPORARY_ADDRESS_CHANGE',
  [PERMANENT_MODAL]: 'PERMANENT_ADDRESS_CHANGE',
};

/**
 * One address-change modal (?tilaus=n&modal=tilapainen-osoitteenmuutos or
 * vakituinen-osoitteenmuutos): the waiting and running changes with edit and remove, and the
 * form of a new one. Loaded by address-change-island.tsx when the address asks for it.
 */
export default function AddressChangeDialog({
  modal,
  subscriptionNumber,
  onClose,
}: {
  modal: AddressModal;
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const key = subscriptionPaths.addressChanges(subscriptionNumber);
  const load = useApiQuery<AddressChangeOverview>(key);
  const [saved, setSaved] = useState<AddressChangeResult | null>(null);
  const [editing, setEditing] = useState<AddressChange | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const onSaved = (result: AddressChangeResult) => {
    setSaved(result);
    setRemoved(null);
    setEditing(null);
    setFormKey((k) => k + 1);
    refreshKeys(key);
  };
  const remove = async (change: AddressChange) => {
    setRemoving(change.id);
    setListError(null);
    setSaved(null);
    setRemoved(null);
    try {
      await api.delete(subscriptionPaths.addressChange(subscriptionNumber, change.id));
      refreshSubscription();
      if (editing?.id === change.id) setEditing(null);
      // The list shows the removal before the notice says so.
      await reloadKey(key).catch(() => undefined);
      setRemoved(`Osoitteenmuutos ${change.periodLabel} on poistettu.`);
    } catch (err) {
      setListError(messageForError(err));
    } finally {
      setRemoving(null);
    }
  };

  const heading = HEADINGS[modal];
  return (
    <ModalDialog headingId="address-change-heading" heading={heading} onClose={onClose}>
      {load.state === 'loading' && <p aria-live="polite">Ladataan…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {messageForError(load.error)}
        </p>
      )}
      {load.state === 'ready' && (
        <Content
          modal={modal}
          data={load.data}
          saved={saved}
          editing={editing}
          removing={removing}
          removed={removed}
          listError={listError}
          formKey={formKey}
          onSaved={onSaved}
          onEdit={(c) => {
            setSaved(null);
            setEditing(c);
            setFormKey((k) => k + 1);
          }}
          onCancelEdit={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
          onRemove={(c) => void remove(c)}
        />
      )}
    </ModalDialog>
  );
}

function Content(p: {
  modal: AddressModal;
  data: AddressChangeOverview;
  saved: AddressChangeResult | null;
  editing: AddressChange | null;
  removing: string | null;
  removed: string | null;
  listError: string | null;
  formKey: number;
  onSaved: (r: AddressChangeResult) => void;
  onEdit: (c: AddressChange) => void;
  onCancelEdit: () => void;
  onRemove: (c: AddressChange) => void;
}) {
  const { data } = p;
  if (!data.allowed) {
    return (
      <>
        <p className="alert">{data.reason}</p>
        {data.companyRequest && (
          <p>
            <a href={detailsModalUrl(data.subscriptionNumber, DETAILS_MODALS.companyRequest)}>
              Lähetä käsittelypyyntö
            </a>
          </p>
        )}
      </>
    );
  }
  const temporary = p.modal === TEMPORARY_MODAL;
  if (temporary && !data.temporaryAllowed) {
    return (
      <p className="alert">
        Tilapäinen osoitteenmuutos koskee vain paperilehteä, eikä tähän tilaukseen kuulu
        paperilehteä.
      </p>
    );
  }
  const changes = data.changes.filter((c) => c.changeType === CHANGE_TYPE[p.modal]);
  return (
    <>
      <p>
        {data.productName} ({data.subscriptionNumber})
      </p>
      <p>Nykyinen osoite: {data.currentAddress}</p>
      <p className="muted">{data.publicationDaysLabel} Valitse päiviksi lehden ilmestymispäiviä.</p>
      {p.saved && <SavedNotice result={p.saved} />}
      {p.removed && <RemovedNotice text={p.removed} />}
      {p.listError && (
        <p className="alert" role="alert">
          {p.listError}
        </p>
      )}
      <ChangeList
        heading={temporary ? 'Tilapäiset osoitteenmuutokset' : 'Tulevat pysyvät osoitteenmuutokset'}
        changes={changes}
        busyId={p.removing}
        {...(temporary ? { onEdit: p.onEdit } : {})}
        onRemove={p.onRemove}
      />
      {temporary ? (
        <TemporaryForm
          key={p.formKey}
          subscriptionNumber={data.subscriptionNumber}
          today={data.today}
          calendar={data.calendar}
          editing={p.editing}
          onSaved={p.onSaved}
          onCancelEdit={p.onCancelEdit}
        />
      ) : (
        <PermanentForm
          key={p.formKey}
          subscriptionNumber={data.subscriptionNumber}
          today={data.today}
          calendar={data.calendar}
          roleChoice={data.roleChoice}
          onSaved={p.onSaved}
        />
      )}
    </>
  );
}

/** Says the removal went through; takes the focus, since the removed item's buttons are gone. */
function RemovedNotice({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <p ref={ref} className="notice" role="status" tabIndex={-1}>
      {text}
    </p>
  );
}
