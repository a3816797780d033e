import type { Consents } from '~/domain/consents/consent-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { consentCustomerId } from '../../consents/consent-customer';
import { loadConsentsView } from '../../consents/consents-view';

/** GET /consents: every choice with its value and when and where it was last changed. */
export async function getConsents(deps: AppDeps, auth: AuthContext): Promise<Consents> {
  return loadConsentsView(deps.db, await consentCustomerId(deps.db, auth));
}
