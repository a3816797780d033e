import type { ReclaimResult } from '~/domain/delivery/delivery-status';
import type { AnonymousReclaimFields } from '~/domain/delivery/reclaim-input';
import { reclaimBlock } from '~/domain/delivery/reclaim-eligibility';
import type { AppDeps } from '../../app-context';
import { isBlocked, recordFailure } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { customerNotFound, reclamationNotAllowed, tooManyAttempts } from './delivery-errors';
import { eligibilityFacts, customerOf, subscriptionByNumber } from './load-delivery-subscription';
import { assertInWindow, storeReport } from './store-report';

/**
 * Failed identifications allowed per client address and per customer number within the
 * window. With one answer for every mismatch, this keeps the subscriber details from being
 * guessed: the zip code and the last name together are not many tries away otherwise.
 */
export const RECLAIM_WINDOW_MINUTES = 15;
export const MAX_RECLAIM_FAILURES_PER_ADDRESS = 10;
export const MAX_RECLAIM_FAILURES_PER_CUSTOMER = 5;

const addressKey = (address: string) => `reclaim-ip:${address}`;
const customerKey = (number: string) => `reclaim-customer:${number}`;

// Case and surrounding or doubled spaces do not matter; letters such as ä must match.
const normalName = (s: string | null): string =>
  (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi-FI');

/**
 * The subscription the numbers name, if the customer number is its subscriber's or payer's and
 * the last name (company name for an organisation) and home zip code are its subscriber's.
 * Anything else is null, whichever part was wrong.
 */
async function identify(db: Db, input: AnonymousReclaimFields) {
  const s = await subscriptionByNumber(db, input.subscriptionNumber);
  if (!s) return null;
  const subscriber = await customerOf(db, s.sub.customerId);
  const reporterIds = [s.sub.customerId, s.sub.payerCustomerId].filter(
    (id): id is string => id !== null,
  );
  const reporter = await Promise.all(reporterIds.map((id) => customerOf(db, id)));
  const byNumber = reporter.find((c) => c.customerNumber === input.customerNumber);
  const name = normalName(input.lastName);
  const nameMatches =
    name !== '' &&
    (name === normalName(subscriber.lastName) || name === normalName(subscriber.companyName));
  if (!byNumber || !nameMatches || subscriber.zipCode !== input.zipCode) return null;
  return { s, subscriber, reporterId: byNumber.id };
}

/** POST /delivery-reclamations/anonymous: a report without logging in (spec §6). */
export async function reportAnonymous(
  deps: AppDeps,
  clientAddress: string,
  input: AnonymousReclaimFields,
): Promise<{ created: boolean; result: ReclaimResult }> {
  const { db, clock } = deps;
  const now = clock.now();
  assertInWindow(input.dates, clock.today());
  const limits = [
    { key: addressKey(clientAddress), max: MAX_RECLAIM_FAILURES_PER_ADDRESS },
    { key: customerKey(input.customerNumber), max: MAX_RECLAIM_FAILURES_PER_CUSTOMER },
  ];
  if (await isBlocked(db, limits, RECLAIM_WINDOW_MINUTES, now)) throw tooManyAttempts();
  const found = await identify(db, input);
  if (!found) {
    await recordFailure(
      db,
      limits.map((l) => l.key),
      now,
    );
    throw customerNotFound();
  }
  const block = reclaimBlock(eligibilityFacts(found.s, found.subscriber, [found.reporterId]));
  if (block) throw reclamationNotAllowed(block);
  return storeReport(
    deps,
    found,
    { accountId: null, email: input.email ? input.email : null },
    input,
  );
}
