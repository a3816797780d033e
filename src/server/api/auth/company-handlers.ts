import type { CompanySession, CompanySwitchFields } from '~/domain/auth/company-session';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { type AdminCompany, adminCompaniesOf, setActiveCompany } from '../../auth/company-admin';
import { forgetSession } from '../../auth/session-cache';
import { HttpError } from '../../http/http-error';

function answer(companies: AdminCompany[], activeId: string | null): CompanySession {
  return {
    companies: companies.map(({ customerNumber, name }) => ({ customerNumber, name })),
    activeCustomerNumber: companies.find((c) => c.customerId === activeId)?.customerNumber ?? null,
  };
}

/** GET /auth/companies: a b2c session acts for no company, so it gets none. */
export async function listCompanies(deps: AppDeps, auth: AuthContext): Promise<CompanySession> {
  if (auth.intent !== 'b2b') return { companies: [], activeCustomerNumber: null };
  return answer(await adminCompaniesOf(deps.db, auth.accountId), auth.customerIds[0] ?? null);
}

/**
 * POST /auth/company: the admin role is checked again now, against the database, so a role
 * removed a moment ago cannot be switched to. Switching twice at once is harmless: each request
 * writes one company the account administers, and the last write is the session's company.
 */
export async function switchCompany(
  deps: AppDeps,
  auth: AuthContext,
  input: CompanySwitchFields,
): Promise<CompanySession> {
  if (auth.intent !== 'b2b') {
    throw new HttpError(403, 'forbidden', {
      message: 'Yritystä voi vaihtaa vain yritysasiakkaana kirjautuneena.',
    });
  }
  const companies = await adminCompaniesOf(deps.db, auth.accountId);
  const target = companies.find((c) => c.customerNumber === input.customerNumber);
  if (!target) throw new HttpError(404, 'customer-not-found');
  const now = deps.clock.now();
  await setActiveCompany(deps.db, auth.sessionId, target.customerId);
  // The cached session still holds the old company: the next request must see the new one.
  forgetSession(deps, auth.sessionId);
  await audit(deps.db, {
    accountId: auth.accountId,
    customerId: target.customerId,
    action: 'COMPANY_SWITCHED',
    entity: 'session',
    entityId: target.customerNumber,
    at: now,
  });
  return answer(companies, target.customerId);
}
