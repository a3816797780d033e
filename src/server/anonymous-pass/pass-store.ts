import { and, eq, gt, lte } from 'drizzle-orm';
import { PASS_VALID_MINUTES, type PassForm } from '~/domain/anonymous-pass/anonymous-pass';
import { hashToken, newSecretToken } from '../auth/secret-token';
import type { Db } from '../db/client';
import { anonymousPasses } from '../db/schema/anonymous-passes';

/** What a pass opens: one form, for one customer's one subscription. */
export interface PassScope {
  form: PassForm;
  customerId: string;
  subscriptionId: string;
}

/** Whether what the typed details identify is what the pass was made for. */
const samePassScope = (a: PassScope, b: PassScope): boolean =>
  a.form === b.form && a.customerId === b.customerId && a.subscriptionId === b.subscriptionId;

/** A new pass for the scope, working PASS_VALID_MINUTES; the customer's expired ones go. */
export async function createPass(tx: Db, scope: PassScope, now: Date): Promise<string> {
  await tx
    .delete(anonymousPasses)
    .where(
      and(eq(anonymousPasses.customerId, scope.customerId), lte(anonymousPasses.expiresAt, now)),
    );
  const token = newSecretToken();
  await tx.insert(anonymousPasses).values({
    id: hashToken(token),
    ...scope,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASS_VALID_MINUTES * 60_000),
  });
  return token;
}

/** The scope of a pass that works now, or null (unknown, expired, another form's). */
async function openPass(
  db: Db,
  token: string | undefined,
  form: PassForm,
  now: Date,
): Promise<PassScope | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      customerId: anonymousPasses.customerId,
      subscriptionId: anonymousPasses.subscriptionId,
    })
    .from(anonymousPasses)
    .where(
      and(
        eq(anonymousPasses.id, hashToken(token)),
        eq(anonymousPasses.form, form),
        gt(anonymousPasses.expiresAt, now),
      ),
    );
  return row ? { form, ...row } : null;
}

/**
 * What the typed details identify, when the pass works for this form and was made for exactly
 * that; else null, and the form's ordinary limits apply (a made-up, expired, other form's or
 * other subscription's pass is no pass).
 */
export async function identifiedWithPass<T>(
  db: Db,
  token: string | undefined,
  form: PassForm,
  now: Date,
  identify: () => Promise<T | null>,
  scopeOf: (found: T) => PassScope,
): Promise<T | null> {
  const pass = await openPass(db, token, form, now);
  if (!pass) return null;
  const found = await identify();
  return found !== null && samePassScope(scopeOf(found), pass) ? found : null;
}
