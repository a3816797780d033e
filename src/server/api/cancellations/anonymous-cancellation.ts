import { eq } from 'drizzle-orm';
import type {
  AnonymousPassRequested,
  CancelPassRequest,
} from '~/domain/anonymous-pass/anonymous-pass';
import { BLOCK_ERROR_KEYS, blockMessage } from '~/domain/cancellation/blocks';
import type {
  AnonymousCancelFields,
  AnonymousLookupFields,
} from '~/domain/cancellation/cancellation-input';
import type {
  AnonymousPreview,
  CancellationResult,
} from '~/domain/cancellation/cancellation-views';
import { formatDate } from '~/domain/shared/dates';
import { identifiedWithPass, type PassScope } from '../../anonymous-pass/pass-store';
import { sendPass } from '../../anonymous-pass/send-pass';
import type { AppDeps } from '../../app-context';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import { identificationLimits } from '../../auth/identification-limits';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/http-error';
import { cancellationBlocked, tooManyAttempts } from './cancellation-errors';
import { mainEnding, mainNotices, mainReadingText } from './describe';
import { loadMainTarget, type MainTarget, mainBlockOf } from './load-target';
import { cancelMain } from './perform-cancellation';

/** The same answer for an unknown customer, an unknown subscription and a wrong pair. */
const noMatch = (): HttpError =>
  new HttpError(404, 'subscription-not-found', {
    message:
      'Tilausta ei löytynyt. Tarkista, että asiakasnumero ja tilausnumero vastaavat laskun tietoja.',
  });

/**
 * The main subscription both numbers name: the customer number must be its subscriber's or
 * payer's (the same look-up as a session's, with that one customer). Anything else is null.
 */
async function identify(
  db: Db,
  input: Pick<AnonymousLookupFields, 'customerNumber' | 'subscriptionNumber'>,
  today: string,
  lock: boolean,
): Promise<{ t: MainTarget; customerId: string } | null> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, input.customerNumber));
  if (!customer) return null;
  try {
    const t = await loadMainTarget(db, [customer.id], input.subscriptionNumber, today, lock);
    return { t, customerId: customer.id };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/**
 * Rate limit, identify, and leave a mismatch counted as a failure (outside the caller's
 * transaction). With one answer for every mismatch, a wrong pair tells nothing about which
 * number exists; the limits (identification-limits.ts) keep numbers from being guessed.
 */
async function identifyLimited(deps: AppDeps, clientAddress: string, input: AnonymousLookupFields) {
  const { db, clock } = deps;
  // The e-mailed pass of this very subscription passes the limits (anonymous-pass/).
  const passed = await identifiedWithPass(
    db,
    input.pass,
    'cancel',
    clock.now(),
    () => identify(db, input, clock.today(), false),
    scopeOf,
  );
  if (passed) return passed;
  const limits = identificationLimits('cancel', input.customerNumber, clientAddress);
  const attempt = await reserveAttempt(db, limits.rules, clock.now());
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const found = await identify(db, input, clock.today(), false);
  if (!found) throw noMatch();
  await forgiveAttempt(db, attempt.reservation, [limits.pairKey]);
  return found;
}

const scopeOf = (found: { t: MainTarget; customerId: string }): PassScope => ({
  form: 'cancel',
  customerId: found.customerId,
  subscriptionId: found.t.own.sub.id,
});

/**
 * POST /anonymous-cancellations/passes: e-mails the customer whose number was given a pass
 * past the address lock, when both numbers match (the same answer either way).
 */
export async function requestCancelPass(
  deps: AppDeps,
  clientAddress: string,
  input: CancelPassRequest,
): Promise<AnonymousPassRequested> {
  return sendPass(
    deps,
    { form: 'cancel', customerNumber: input.customerNumber, clientAddress },
    async () => {
      const found = await identify(deps.db, input, deps.clock.today(), false);
      return found ? scopeOf(found) : null;
    },
  );
}

/** POST /anonymous-cancellations/lookup: what cancelling would mean, once both numbers match. */
export async function lookupAnonymous(
  deps: AppDeps,
  clientAddress: string,
  input: AnonymousLookupFields,
): Promise<AnonymousPreview> {
  const { t } = await identifyLimited(deps, clientAddress, input);
  const block = mainBlockOf(t);
  const { endDate, addOns } = mainEnding(t);
  return {
    subscriptionNumber: t.own.sub.subscriptionNumber,
    productName: t.own.product.name,
    allowed: block === null,
    block:
      block === null
        ? null
        : { errorKey: BLOCK_ERROR_KEYS[block], message: blockMessage(block, t.actionFacts) },
    endDate,
    endDateLabel: formatDate(endDate),
    noticeTexts: mainNotices(t, endDate),
    readingRightsText: mainReadingText(t, endDate),
    addOns: addOns.map(({ subscriptionNumber, productName, endDateLabel }) => ({
      subscriptionNumber,
      productName,
      endDateLabel,
    })),
  };
}

/** 'maija.meikalainen@example.fi' -> 'm***@example.fi': enough to recognise, not to harvest. */
function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * POST /anonymous-cancellations: the same rules as logged in (spec §6); the confirmation goes to
 * the address on file of the customer whose number was given (spec: "to the customer's address
 * on file"), never to an address typed into the form.
 */
export async function cancelAnonymous(
  deps: AppDeps,
  clientAddress: string,
  input: AnonymousCancelFields,
): Promise<CancellationResult> {
  const found = await identifyLimited(deps, clientAddress, input);
  const today = deps.clock.today();
  const now = deps.clock.now();
  const [customer] = await deps.db
    .select({ email: customers.contactEmail })
    .from(customers)
    .where(eq(customers.id, found.customerId));
  const emailTo = customer?.email ?? null;
  const result = await deps.db.transaction(async (tx) => {
    const again = await identify(tx, input, today, true);
    if (!again) throw noMatch();
    const block = mainBlockOf(again.t);
    if (block) throw cancellationBlocked(block, again.t.actionFacts);
    return cancelMain(
      tx,
      again.t,
      { reason: input.reason, reasonText: input.reasonText },
      { accountId: null, channel: 'WEB_ANONYMOUS', emailTo, now },
    );
  });
  return { ...result, emailSentTo: emailTo === null ? null : maskEmail(emailTo) };
}
