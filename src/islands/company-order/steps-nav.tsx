import { STEP_LABELS, type WizardStep } from '~/domain/company-order/order-texts';

const ORDER: WizardStep[] = ['tietosi', 'vahvista', 'kiitos'];

/**
 * The wizard's three steps (spec §2): the current one marked for screen readers, and "valmis"
 * only on the steps really done (stepsDone of the wizard's state), whatever address is open.
 */
export function StepsNav({ step, done }: { step: WizardStep; done: readonly WizardStep[] }) {
  return (
    <ol className="wizard-steps" aria-label="Tilauksen vaiheet">
      {ORDER.map((s, i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined}>
          {`${i + 1}. ${STEP_LABELS[s]}`}
          {done.includes(s) && <span className="visually-hidden"> (valmis)</span>}
        </li>
      ))}
    </ol>
  );
}
