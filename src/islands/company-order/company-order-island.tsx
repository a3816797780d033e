import { useState } from 'react';
import type { WizardStep } from '~/domain/company-order/order-texts';
import { type WizardState, wizardPath } from '~/domain/company-order/wizard-state';
import { useHydrated } from '../shared/use-hydrated';
import { ConfirmStep } from './confirm-step';
import { DetailsStep } from './details-step';
import { StepsNav } from './steps-nav';
import { ThanksStep } from './thanks-step';
import { loadWizardState } from './wizard-storage';

/**
 * The company order wizard /tilaa/yritykselle/{slug} (spec §1, §2; decision 0038): one island
 * per step's page, the state between them (and across the login redirect) in session storage.
 */
type Props = { slug: string; step: WizardStep; productName: string };

export default function CompanyOrderIsland(props: Props) {
  // Session storage exists only in the browser: the wizard starts after hydration.
  const hydrated = useHydrated();
  if (!hydrated) return <p role="status">Ladataan tilausta…</p>;
  return <Wizard {...props} />;
}

function Wizard({ slug, step, productName }: Props) {
  const [state] = useState<WizardState>(() => loadWizardState(slug));
  return (
    <div>
      <StepsNav step={step} />
      {step === 'tietosi' && <DetailsStep state={state} />}
      {step === 'vahvista' &&
        (state.details ? (
          <ConfirmStep state={{ ...state, details: state.details }} productName={productName} />
        ) : (
          <p>
            Tilauksen tiedot puuttuvat tai ne ovat vanhentuneet (yli 5 minuuttia).{' '}
            <a href={wizardPath(slug, 'tietosi')}>Aloita tilaus alusta</a>
          </p>
        ))}
      {step === 'kiitos' && <ThanksStep result={state.result} />}
    </div>
  );
}
