import { useState } from 'react';
import type { SuspensionView } from '~/domain/suspensions/views';
import ConfirmRemoval from '../shared/confirm-removal';
import BreakdownList from './breakdown-list';

interface Props {
  suspensions: SuspensionView[];
  busyId: string | null;
  onEdit: (s: SuspensionView) => void;
  onRemove: (s: SuspensionView) => void;
}

/** Future and running suspensions; each with what may still be done to it. */
export default function SuspensionItems({ suspensions, busyId, onEdit, onRemove }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (suspensions.length === 0) {
    return <p>Tilauksella ei ole tulevia tai meneillään olevia keskeytyksiä.</p>;
  }
  return (
    <ul className="suspension-items">
      {suspensions.map((s) => {
        const headingId = `suspension-${s.id}`;
        return (
          <li key={s.id} className="card" aria-labelledby={headingId}>
            <h4 id={headingId}>
              {s.periodLabel} ({s.phaseLabel.toLowerCase()})
            </h4>
            {s.digitalPartLabel && <p>{s.digitalPartLabel}.</p>}
            <BreakdownList breakdown={s.breakdown} />
            {confirming === s.id ? (
              <ConfirmRemoval
                question={`Haluatko varmasti poistaa keskeytyksen ${s.periodLabel}?`}
                groupLabel={`Poistetaanko keskeytys ${s.periodLabel}?`}
                busy={busyId === s.id}
                onConfirm={() => onRemove(s)}
                onCancel={() => setConfirming(null)}
              />
            ) : (
              <p className="suspension-buttons">
                {s.canChangeEndDate && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`${s.canChangeAll ? 'Muuta keskeytystä' : 'Muuta loppupäivää'} ${s.periodLabel}`}
                    onClick={() => onEdit(s)}
                  >
                    {s.canChangeAll ? 'Muuta' : 'Muuta loppupäivää'}
                  </button>
                )}{' '}
                {s.canRemove && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Poista keskeytys ${s.periodLabel}`}
                    onClick={() => setConfirming(s.id)}
                  >
                    Poista
                  </button>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
