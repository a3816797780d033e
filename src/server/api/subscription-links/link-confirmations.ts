import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import type { Db } from '../../db/client';
import { linkConfirmations } from '../../db/schema/links';
import { queueEmail } from '../../email/outbox';
import type { LinkCandidate } from './find-customer';
import { confirmationLinkEmail } from './link-emails';
import { invalidConfirmation } from './link-errors';

const CONFIRMATION_VALID_HOURS = 24;
/** One e-mail per customer within this time is enough; more would only fill their mailbox. */
const RESEND_AFTER_MINUTES = 15;
const LINK_PAGE_PATH = '/tilaukset/etsi-tilauksesi';

/**
 * E-mails a one-time link to the customer's own address. Nothing is linked here: whoever holds
 * that mailbox confirms by opening the link while logged in (POST /subscription-links/confirm-token).
 */
export async function sendConfirmationLink(
  { db, clock }: AppDeps,
  auth: AuthContext,
  candidate: Pick<LinkCandidate, 'id' | 'customerNumber' | 'contactEmail'>,
  origin: string,
): Promise<void> {
  const now = clock.now();
  if (!candidate.contactEmail) return;
  const contactEmail = candidate.contactEmail;
  await db.transaction(async (tx) => {
    const since = new Date(now.getTime() - RESEND_AFTER_MINUTES * 60_000);
    const recent = await tx
      .select({ id: linkConfirmations.id })
      .from(linkConfirmations)
      .where(
        and(
          eq(linkConfirmations.customerId, candidate.id),
          gt(linkConfirmations.createdAt, since),
          isNull(linkConfirmations.usedAt),
        ),
      )
      .limit(1);
    if (recent.length > 0) return;
    const token = newSecretToken();
    await tx.insert(linkConfirmations).values({
      id: hashToken(token),
      customerId: candidate.id,
      requestedByAccountId: auth.accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_HOURS * 3600_000),
    });
    const link = `${origin}${LINK_PAGE_PATH}?vahvistus=${token}`;
    await queueEmail(
      tx,
      confirmationLinkEmail({
        to: contactEmail,
        customerNumber: candidate.customerNumber,
        link,
        at: now,
      }),
      now,
    );
    await audit(tx, {
      accountId: auth.accountId,
      customerId: candidate.id,
      action: 'SUBSCRIPTION_LINK_CONFIRMATION_SENT',
      entity: 'customer',
      entityId: candidate.customerNumber,
      at: now,
    });
  });
}

/**
 * Marks the token used and gives its customer, inside the link's transaction: a link that then
 * fails (already linked elsewhere) rolls back and the token stays usable until it expires.
 */
export async function consumeToken(tx: Db, token: string, now: Date): Promise<string> {
  const [row] = await tx
    .update(linkConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkConfirmations.id, hashToken(token)),
        isNull(linkConfirmations.usedAt),
        gt(linkConfirmations.expiresAt, now),
      ),
    )
    .returning({ customerId: linkConfirmations.customerId });
  if (!row) throw invalidConfirmation();
  return row.customerId;
}
