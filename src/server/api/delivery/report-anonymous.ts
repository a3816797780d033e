import type {
  AnonymousPassRequested,
  ReclaimPassRequest,
} from '~/domain/anonymous-pass/anonymous-pass';
import type { ReclaimResult } from '~/domain/delivery/delivery-status';
import type { AnonymousReclaimFields } from '~/domain/delivery/reclaim-input';
import { reclaimBlock } from '~/domain/delivery/reclaim-eligibility';
import { identifiedWithPass, type PassScope } from '../../anonymous-pass/pass-store';
import { sendPass } from '../../anonymous-pass/send-pass';
import type { AppDeps } from '../../app-context';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import { identificationLimits } from '../../auth/identification-limits';
import type { Db } from '../../db/client';
import { customerNotFound, reclamationNotAllowed, tooManyAttempts } from './delivery-errors';
import { eligibilityFacts, customerOf, subscriptionByNumber } from './load-delivery-subscription';
import { assertInWindow, storeReport } from './store-report';

// Case and surrounding or doubled spaces do not matter; letters such as ä must match.
const normalName = (s: string | null): string =>
  (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi-FI');

/**
 * The subscription the numbers name, if the customer number is its subscriber's or payer's and
 * the last name (company name for an organisation) and home zip code are its subscriber's.
 * Anything else is null, whichever part was wrong.
 */
async function identify(db: Db, input: ReclaimPassRequest) {
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

type Identified = NonNullable<Awaited<ReturnType<typeof identify>>>;

const scopeOf = (found: Identified): PassScope => ({
  form: 'reclaim',
  customerId: found.reporterId,
  subscriptionId: found.s.sub.id,
});

/**
 * With one answer for every mismatch, the limits keep the subscriber details from being
 * guessed: the zip code and the last name together are not many tries away otherwise.
 */
async function identifyLimited(
  deps: AppDeps,
  clientAddress: string,
  input: AnonymousReclaimFields,
): Promise<Identified> {
  const { db, clock } = deps;
  const limits = identificationLimits('reclaim', input.customerNumber, clientAddress);
  const attempt = await reserveAttempt(db, limits.rules, clock.now());
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const found = await identify(db, input);
  if (!found) throw customerNotFound();
  await forgiveAttempt(db, attempt.reservation, [limits.pairKey]);
  return found;
}

/**
 * POST /delivery-reclamations/anonymous/passes: e-mails the customer whose number was given a
 * pass past the address lock, when the details match (the same answer either way).
 */
export async function requestReclaimPass(
  deps: AppDeps,
  clientAddress: string,
  input: ReclaimPassRequest,
): Promise<AnonymousPassRequested> {
  return sendPass(
    deps,
    { form: 'reclaim', customerNumber: input.customerNumber, clientAddress },
    async () => {
      const found = await identify(deps.db, input);
      return found ? scopeOf(found) : null;
    },
  );
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
  // The e-mailed pass of this very subscription passes the limits (anonymous-pass/).
  const passed = await identifiedWithPass(
    db,
    input.pass,
    'reclaim',
    now,
    () => identify(db, input),
    scopeOf,
  );
  const found = passed ?? (await identifyLimited(deps, clientAddress, input));
  const block = reclaimBlock(eligibilityFacts(found.s, found.subscriber, [found.reporterId]));
  if (block) throw reclamationNotAllowed(block);
  return storeReport(
    deps,
    found,
    { accountId: null, email: input.email ? input.email : null },
    input,
  );
}
