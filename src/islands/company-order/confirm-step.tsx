import { useEffect, useId, useState } from 'react';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import { loginUrl, registerUrl } from '~/domain/auth/return-path';
import { QUANTITY_WORDS, TERMS_LABEL, TERMS_MESSAGE } from '~/domain/company-order/order-texts';
import type { CompanyOrderAnswer } from '~/domain/company-order/order-approval';
import { type WizardState, wizardPath } from '~/domain/company-order/wizard-state';
import { api } from '../shared/api-client';
import { companyOrderPaths } from '../shared/api-paths';
import { CheckboxField } from '../shared/checkbox-field';
import { ensureFreshSession } from '../shared/session';
import { SubmitButton } from '../shared/submit-button';
import { useApiMutation } from '../shared/use-api-mutation';
import { orderErrorMessages } from './order-errors';
import { OrderSummary } from './order-summary';
import { useQuote } from './use-quote';
import { saveWizardState } from './wizard-storage';

type Session = 'checking' | 'logged-in' | 'logged-out';

/** Login or registration in the middle of the wizard: the state is stored just before leaving. */
function LoginFirst({ state }: { state: WizardState }) {
  const back = wizardPath(state.slug, 'vahvista');
  const keep = () => void saveWizardState(state);
  return (
    <section aria-labelledby="order-login-title">
      <h2 id="order-login-title">Kirjaudu sisään tai luo käyttäjätunnus</h2>
      <p>
        Tilauksen tekijästä tulee yrityksen pääkäyttäjä. Kirjaudu sisään omalla
        käyttäjätunnuksellasi tai luo uusi, niin palaat tälle sivulle ja tiedot säilyvät (5
        minuuttia).
      </p>
      <p>
        <a className="button" href={loginUrl(back, 'b2c')} onClick={keep}>
          Kirjaudu sisään
        </a>{' '}
        <a href={registerUrl(back)} onClick={keep}>
          Luo käyttäjätunnus
        </a>
      </p>
    </section>
  );
}

/** Step vahvista: the summary, login if needed, the terms and the order (spec §1, §5, §6). */
export function ConfirmStep({
  state,
  offer,
}: {
  state: WizardState & { details: NonNullable<WizardState['details']> };
  offer: CompanyOffer;
}) {
  const id = useId();
  const [session, setSession] = useState<Session>('checking');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const quote = useQuote(offer, Number(state.details[QUANTITY_WORDS[offer.kind].field]));
  const priceText = quote.kind === 'ready' ? quote.quote.price.text : null;

  useEffect(() => {
    ensureFreshSession()
      .then((ok) => setSession(ok ? 'logged-in' : 'logged-out'))
      .catch(() => setSession('logged-out'));
  }, []);

  const placing = useApiMutation({
    send: async () => {
      setErrors([]);
      const result = await api.post<CompanyOrderAnswer>(
        companyOrderPaths.order,
        {
          ...state.details,
          slug: state.slug,
          termsAccepted: true,
          idempotencyKey: state.idempotencyKey,
        },
        { withErrorBody: true },
      );
      saveWizardState({ ...state, result });
      window.location.assign(wizardPath(state.slug, 'kiitos'));
    },
    // An order can be refused for several reasons at once: each is a sentence of its own.
    onRefused: (err) => {
      setErrors(orderErrorMessages(err));
      return true;
    },
  });
  const order = (ev: { preventDefault(): void }) => {
    ev.preventDefault();
    if (!accepted) return setTermsError(TERMS_MESSAGE);
    setTermsError(null);
    void placing.run();
  };

  const errorId = `${id}-error`;
  return (
    <div>
      <h2>Tarkista tilaus</h2>
      <OrderSummary offer={offer} details={state.details} priceText={priceText} />
      <p>
        <a href={wizardPath(state.slug, 'tietosi')}>Muuta tietoja</a>
      </p>
      {session === 'checking' && <p role="status">Tarkistetaan kirjautumista…</p>}
      {session === 'logged-out' && <LoginFirst state={state} />}
      {session === 'logged-in' && (
        <form noValidate onSubmit={order}>
          {errors.length > 0 && (
            <div id={errorId} className="alert" role="alert">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <CheckboxField
            id={`${id}-terms`}
            label={TERMS_LABEL}
            checked={accepted}
            onChange={(ev) => setAccepted(ev.target.checked)}
            error={termsError ?? undefined}
          />
          <SubmitButton
            state={placing.state}
            label="Tilaa"
            busyLabel="Tilataan…"
            doneLabel="Tilattu"
            errorId={errorId}
          />
        </form>
      )}
    </div>
  );
}
