import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect } from 'react';
import type { CompanySession } from '~/domain/auth/company-session';
import { companySessionPaths } from '../shared/api-paths';
import { $session, ensureFreshSession } from '../shared/session';
import { useApiQuery } from '../shared/use-api-query';

// Most sessions have one company or none: the form and its messages load only for the others.
const SwitchForm = lazy(() => import('./company-switch-form'));

/**
 * The company a b2b session acts for, and a switch to another one of which the account is admin
 * (decision 0039). Shows nothing in a private session or with a single company.
 */
export default function CompanySwitcher() {
  const session = useStore($session);
  useEffect(() => {
    if (session.status === 'unknown') void ensureFreshSession().catch(() => undefined);
  }, [session.status]);
  // A private session never acts for a company: it does not ask which ones it could.
  return session.status === 'loggedIn' && session.intent === 'b2b' ? <CompanyChoice /> : null;
}

function CompanyChoice() {
  const query = useApiQuery<CompanySession>(companySessionPaths.companies);
  if (query.state !== 'ready' || query.data.companies.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <SwitchForm session={query.data} />
    </Suspense>
  );
}
