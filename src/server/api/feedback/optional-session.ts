import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context';
import { readSessionToken } from '../../auth/cookies';
import { sessionCustomerIds } from '../../auth/company-admin';
import { findSession } from '../../auth/session-store';

/** Who sends a form that anyone may send: the logged-in account, or nobody. */
export interface Sender {
  accountId: string;
  username: string;
  /** The customer the message concerns: the session's first customer, if any. */
  customerId: string | null;
}

/**
 * The session behind the request if there is a valid one, without answering 401 and without
 * sliding it (the form does not count as activity that keeps a login open).
 */
export async function optionalSender(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  c: Context<AppEnv>,
): Promise<Sender | null> {
  const token = readSessionToken(c);
  if (!token) return null;
  const session = await findSession(db, token, clock.now());
  if (!session) return null;
  const customerIds = await sessionCustomerIds(db, session);
  return {
    accountId: session.accountId,
    username: session.username,
    customerId: customerIds[0] ?? null,
  };
}
