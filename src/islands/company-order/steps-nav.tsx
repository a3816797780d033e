import { STEP_LABELS, type WizardStep } from '~/domain/company-order/order-texts';

const ORDER: WizardStep[] = ['tietosi', 'vahvista', 'kiitos'];

/** The wizard's three steps (spec §2), the current one marked for screen readers. */
export function StepsNav({ step }: { step: WizardStep }) {
  const at = ORDER.indexOf(step);
  return (
    <ol className="wizard-steps" aria-label="Tilauksen vaiheet">
      {ORDER.map((s, i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined}>
          {`${i + 1}. ${STEP_LABELS[s]}`}
          {i < at && <span className="visually-hidden"> (valmis)</span>}
        </li>
      ))}
    </ol>
  );
}
