import { useState } from 'react';
import type { AddressChange } from '~/domain/address-changes/address-change-view';
import ConfirmRemoval from '../shared/confirm-removal';

/**
 * The waiting and running changes of one kind, each with what may still be done to it; removing
 * asks first, as removing a suspension does.
 */
export default function ChangeList({
  heading,
  changes,
  busyId,
  onEdit,
  onRemove,
}: {
  heading: string;
  changes: AddressChange[];
  busyId: string | null;
  onEdit?: (change: AddressChange) => void;
  onRemove: (change: AddressChange) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="change-list-heading">
      <h3 id="change-list-heading">{heading}</h3>
      <ul className="change-list">
        {changes.map((c) => (
          <li key={c.id} className="card">
            <p>
              <strong>{c.periodLabel}</strong>
              <br />
              {c.nameForAddress ? `${c.nameForAddress}, ` : ''}
              {c.addressLabel}
            </p>
            {c.processingLabel && <p className="muted">{c.processingLabel}</p>}
            {c.editable === 'END_DATE' && (
              <p className="muted">Muutos on alkanut: voit muuttaa vain päättymispäivää.</p>
            )}
            {confirming === c.id ? (
              <ConfirmRemoval
                question={`Haluatko varmasti poistaa osoitteenmuutoksen ${c.periodLabel}?`}
                groupLabel={`Poistetaanko osoitteenmuutos ${c.periodLabel}?`}
                busy={busyId === c.id}
                onConfirm={() => onRemove(c)}
                onCancel={() => setConfirming(null)}
              />
            ) : (
              <ChangeButtons change={c} onEdit={onEdit} onAskRemove={() => setConfirming(c.id)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeButtons({
  change: c,
  onEdit,
  onAskRemove,
}: {
  change: AddressChange;
  onEdit: ((change: AddressChange) => void) | undefined;
  onAskRemove: () => void;
}) {
  return (
    <p>
      {onEdit && c.editable !== 'NONE' && (
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Muuta muutosta ${c.periodLabel}`}
          onClick={() => onEdit(c)}
        >
          Muuta
        </button>
      )}{' '}
      {c.editable === 'ALL' && (
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Poista muutos ${c.periodLabel}`}
          onClick={onAskRemove}
        >
          Poista
        </button>
      )}
    </p>
  );
}
