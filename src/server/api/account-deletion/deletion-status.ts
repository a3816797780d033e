import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import { loadDeletionFacts } from '../../account-deletion/deletion-facts';
import type { AppDeps, AuthContext } from '../../app-context';

/** GET /account/deletion: the page shows the refusal before the customer types her password. */
export async function deletionStatus(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
): Promise<AccountDeletionStatus> {
  const facts = await loadDeletionFacts(db, auth.accountId, clock.today());
  return {
    mayDelete: facts.mayDelete,
    activeSubscriptions: facts.activeSubscriptions,
    openInvoices: facts.openInvoices,
    questionnaire: env.ACCOUNT_DELETION_QUESTIONNAIRE === 'true',
    companyLogin: facts.companyLogin,
  };
}
