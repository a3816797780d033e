import { eq } from 'drizzle-orm';
import {
  PASS_FORM_PAGES,
  PASS_PARAM,
  PASS_REQUESTED_MESSAGE,
  PASS_VALID_MINUTES,
  type AnonymousPassRequested,
  type PassForm,
} from '~/domain/anonymous-pass/anonymous-pass';
import type { AttemptRules } from '~/domain/auth/attempt-rules';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { reserveAttempt } from '../auth/attempt-reservation';
import { customers } from '../db/schema/customers';
import { helsinkiTime, letter } from '../email/letter';
import { type OutgoingEmail, queueEmail } from '../email/outbox';
import { siteOrigin } from '../env';
import { TooManyRequestsError } from '../http/too-many-requests';
import { createPass, type PassScope } from './pass-store';

/**
 * Requests are counted, never forgiven (they send e-mail): within an hour three per customer
 * number and form, ten per client address and form. The answer is the same whether or not the
 * details matched, so the count limits mail, not guessing: a request tells nothing.
 */
const passRequestRules = (
  form: PassForm,
  customerNumber: string,
  address: string,
): AttemptRules => ({
  windowMinutes: 60,
  locks: [
    { key: `${form}-pass-customer:${customerNumber}`, max: 3 },
    { key: `${form}-pass-ip:${address}`, max: 10 },
  ],
});

const SUBJECTS: Record<PassForm, string> = {
  cancel: 'Linkki tilauksen lopettamiseen',
  reclaim: 'Linkki jakeluhäiriön ilmoittamiseen',
};

const DOING: Record<PassForm, string> = {
  cancel: 'lopettaa tilauksen',
  reclaim: 'ilmoittaa jakeluhäiriöstä',
};

function passEmail(form: PassForm, to: string, link: string, at: Date): OutgoingEmail {
  return {
    to,
    kind: `${form}-pass-link`,
    subject: SUBJECTS[form],
    text: letter(
      `verkkopalvelussamme pyydettiin ${helsinkiTime(at)} linkkiä, jolla voi ${DOING[form]} kirjautumatta, koska samasta verkosta oli yritetty liian monta kertaa.`,
      `Avaa linkki ja täytä tiedot samoin kuin aiemmin. Linkki on voimassa ${PASS_VALID_MINUTES} minuuttia:`,
      '',
      link,
      '',
      'Jos et pyytänyt linkkiä, voit jättää tämän viestin huomiotta: mitään ei ole muutettu.',
    ),
  };
}

/**
 * An anonymous form's "send me a link" (issue 30 item 24): counted, then, when `identify`
 * finds the subscription and its customer has an e-mail address on file, a pass for that form
 * and subscription is e-mailed there. Whatever the details, the answer is the same.
 */
export async function sendPass(
  deps: AppDeps,
  input: { form: PassForm; customerNumber: string; clientAddress: string },
  identify: () => Promise<PassScope | null>,
): Promise<AnonymousPassRequested> {
  const { db, clock, env } = deps;
  const now = clock.now();
  const rules = passRequestRules(input.form, input.customerNumber, input.clientAddress);
  const attempt = await reserveAttempt(db, rules, now);
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  const scope = await identify();
  if (scope) {
    const [customer] = await db
      .select({ email: customers.contactEmail })
      .from(customers)
      .where(eq(customers.id, scope.customerId));
    if (customer?.email) {
      const to = customer.email;
      await db.transaction(async (tx) => {
        const token = await createPass(tx, scope, now);
        const query = new URLSearchParams({ [PASS_PARAM]: token });
        const link = `${siteOrigin(env)}${PASS_FORM_PAGES[input.form]}?${query.toString()}`;
        await queueEmail(tx, passEmail(input.form, to, link, now), now);
        await audit(tx, {
          accountId: null,
          customerId: scope.customerId,
          action: 'ANONYMOUS_PASS_SENT',
          entity: 'customer',
          entityId: input.customerNumber,
          details: { form: input.form },
          at: now,
        });
      });
    }
  }
  return { message: PASS_REQUESTED_MESSAGE };
}
