import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type {
  RegistrationConfirmInput,
  RegistrationConfirmed,
} from '~/domain/registration/registration-input';
import { mailedLinkState } from '~/domain/auth/mailed-link';
import { REGISTER_EVENT } from '~/domain/registration/registration-texts';
import type { AppDeps, AppEnv } from '../../app-context';
import { audit } from '../../audit';
import { hashToken } from '../../auth/secret-token';
import { startSession } from '../../auth/start-session';
import { newCustomerNumber } from '../../customers/new-customer-number';
import { accountCustomers, accounts } from '../../db/schema/accounts';
import { addresses, customers } from '../../db/schema/customers';
import { registrations } from '../../db/schema/registrations';
import { isUniqueViolation } from '../../db/unique-violation';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { registrationConfirmed, registrationExpired } from './registration-errors';
import { welcomeEmail } from './registration-emails';

const usernameTaken = (): HttpError => new HttpError(409, 'username-taken');

/** What the confirmed row keeps: the address and the times that answer a second press. */
const FORGOTTEN = {
  passwordHash: null,
  firstName: null,
  lastName: null,
  streetAddress: null,
  zipCode: null,
  postOffice: null,
};

/**
 * POST /auth/registrations/confirm: the e-mailed link, pressed. The token is the proof of the
 * address. One transaction makes the account, its private customer (a new random customer
 * number), the address when one was given and the OWNER link; the row is locked first, so of
 * two parallel presses exactly one creates an account. Then this browser is logged in.
 */
export async function confirmRegistration(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: RegistrationConfirmInput,
): Promise<RegistrationConfirmed> {
  const { db, clock } = deps;
  const now = clock.now();
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.id, hashToken(input.token)))
        .for('update');
      if (!row) throw registrationExpired();
      const state = mailedLinkState(row, now);
      if (state === 'used') throw registrationConfirmed();
      if (state === 'expired' || row.passwordHash === null) throw registrationExpired();
      const [holder] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.username, row.email));
      if (holder) throw usernameTaken();

      const [account] = await tx
        .insert(accounts)
        .values({ username: row.email, passwordHash: row.passwordHash, createdAt: now })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account insert returned nothing');
      const customerNumber = await newCustomerNumber(tx);
      const [customer] = await tx
        .insert(customers)
        .values({
          customerNumber,
          customerType: 'PERSON',
          firstName: row.firstName,
          lastName: row.lastName,
          contactEmail: row.email,
          createdAt: now,
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error('customer insert returned nothing');
      if (row.streetAddress && row.zipCode && row.postOffice) {
        await tx.insert(addresses).values({
          customerId: customer.id,
          streetAddress: row.streetAddress,
          zipCode: row.zipCode,
          postOffice: row.postOffice,
        });
      }
      await tx
        .insert(accountCustomers)
        .values({ accountId: account.id, customerId: customer.id, role: 'OWNER', linkedAt: now });
      await tx
        .update(registrations)
        .set({ ...FORGOTTEN, usedAt: now })
        .where(eq(registrations.id, row.id));
      await queueEmail(tx, welcomeEmail({ to: row.email, customerNumber, at: now }), now);
      await audit(tx, {
        accountId: account.id,
        customerId: customer.id,
        action: 'ACCOUNT_REGISTERED',
        entity: 'account',
        entityId: account.id,
        details: { customerNumber, withAddress: row.streetAddress !== null },
        at: now,
      });
      return { accountId: account.id, username: row.email, returnPath: row.returnPath };
    });
    await startSession(deps, c, {
      accountId: created.accountId,
      intent: 'b2c',
      remember: false,
      now,
    });
    return {
      username: created.username,
      returnPath: created.returnPath,
      analyticsEvent: REGISTER_EVENT,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
