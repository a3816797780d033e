import { useState } from 'react';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import type { WizardStep } from '~/domain/company-order/order-texts';
import { type CompanyOrderAnswer, isWaitingOrder } from '~/domain/company-order/order-approval';
import { type WizardState, stepsDone, wizardPath } from '~/domain/company-order/wizard-state';
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
type Props = { offer: CompanyOffer; step: WizardStep };

export default function CompanyOrderIsland(props: Props) {
  // Session storage exists only in the browser: the wizard starts after hydration.
  const hydrated = useHydrated();
  if (!hydrated) return <p role="status">Ladataan tilausta…</p>;
  return <Wizard {...props} />;
}

function Wizard({ offer, step }: Props) {
  const [state] = useState<WizardState>(() => loadWizardState(offer.slug));
  return (
    <div>
      <StepsNav step={step} done={stepsDone(state)} />
      {step === 'tietosi' && <DetailsStep state={state} offer={offer} />}
      {step === 'vahvista' &&
        (state.result ? (
          <OrderedAlready result={state.result} slug={offer.slug} />
        ) : state.details ? (
          <ConfirmStep state={{ ...state, details: state.details }} offer={offer} />
        ) : (
          <p>
            Tilauksen tiedot puuttuvat tai ne ovat vanhentuneet (yli 5 minuuttia).{' '}
            <a href={wizardPath(offer.slug, 'tietosi')}>Aloita tilaus alusta</a>
          </p>
        ))}
      {step === 'kiitos' && <ThanksStep result={state.result} />}
    </div>
  );
}

/** Back at the confirmation after ordering: no second "Tilaa", but what was ordered. */
function OrderedAlready({ result, slug }: { result: CompanyOrderAnswer; slug: string }) {
  if (isWaitingOrder(result)) {
    return (
      <p role="status">
        Tilaus odottaa yrityksen pääkäyttäjän hyväksyntää.{' '}
        <a href={wizardPath(slug, 'kiitos')}>Näytä tilauksen tiedot</a>
      </p>
    );
  }
  return (
    <p role="status">
      Tilaus on tehty: {result.productName}, tilausnumero {result.subscriptionNumber}.{' '}
      <a href={wizardPath(slug, 'kiitos')}>Näytä tilauksen tiedot</a> tai{' '}
      <a href={`/tilaukset/tiedot?tilaus=${result.subscriptionNumber}`}>avaa tilaus</a>.
    </p>
  );
}
