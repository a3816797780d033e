import { eq } from 'drizzle-orm';
import { isPublicationDay } from '~/domain/delivery/calendar';
import { pricePerDayCents, suspensionBreakdown } from '~/domain/suspensions/breakdown';
import { digiDayPriceCents } from '~/domain/suspensions/digital-price';
import {
  type SuspensionInput,
  digitalPartProblem,
  hasDigitalChoice,
} from '~/domain/suspensions/input';
import { datesProblem, overlapProblem } from '~/domain/suspensions/rules';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import { dateHorizons } from '../../date-horizons';
import { type Env, suspensionLimits } from '../../env';
import { overlapsChangeInForce } from '../../subscriptions/changes-in-force';
import type { OwnSubscription } from '../../subscriptions/load-subscription-facts';
import { digiPriceUnavailable, fromProblem, invalidField } from './suspension-errors';

/** The digital part's day price for the subscription's family, null when it has none priced. */
export async function familyDigiDayPrice(db: Db, familyId: string): Promise<number | null> {
  const family = await db.select().from(products).where(eq(products.familyId, familyId));
  return digiDayPriceCents(family);
}

export const subscriptionDayPrice = (sub: OwnSubscription['sub']): number =>
  pricePerDayCents(sub.priceCents, sub.periodLength, sub.periodUnit as PeriodUnit);

export interface EvaluateOptions {
  today: string;
  env: Env;
  /** The suspension being changed: not an overlap with itself. */
  exceptSuspensionId?: string | null;
  /** A running suspension: only its end date changes (rules.ts DateContext.endDateOnly). */
  endDateOnly?: boolean;
}

/**
 * Every rule of a suspension's dates and choice, in the order a customer would fix them, then
 * its price breakdown: the same answer for the quote, the creation and a change.
 */
export async function evaluateInput(
  db: Db,
  own: OwnSubscription,
  input: SuspensionInput,
  opts: EvaluateOptions,
) {
  const { sub, product } = own;
  const choiceProblem = digitalPartProblem(sub.productFormat, input.digitalPart);
  if (choiceProblem !== null) throw invalidField('digitalPart', choiceProblem);
  const calendar = await publicationCalendarOf(db, product.id, input.startDate, input.endDate);
  if (!calendar) throw new Error(`Subscription ${sub.subscriptionNumber} has no product`);
  const dates = datesProblem(input, {
    today: opts.today,
    limits: suspensionLimits(opts.env),
    subscriptionEndDate: sub.endDate,
    isPublicationDay: (d) => isPublicationDay(d, calendar),
    endDateOnly: opts.endDateOnly ?? false,
    horizons: dateHorizons(opts.env),
  });
  if (dates) throw fromProblem(dates);
  if (
    await overlapsChangeInForce(db, sub.id, input, {
      suspensionId: opts.exceptSuspensionId ?? null,
    })
  ) {
    throw fromProblem(overlapProblem());
  }

  const digitalPart = hasDigitalChoice(sub.productFormat) ? (input.digitalPart ?? null) : null;
  let digiDayPrice = 0;
  if (digitalPart === 'KEEP') {
    const price = await familyDigiDayPrice(db, product.familyId);
    if (price === null) throw digiPriceUnavailable();
    digiDayPrice = price;
  }
  const breakdown = suspensionBreakdown({
    startDate: input.startDate,
    endDate: input.endDate,
    digitalPart,
    dayPriceCents: subscriptionDayPrice(sub),
    digiDayPriceCents: digiDayPrice,
  });
  return { startDate: input.startDate, endDate: input.endDate, digitalPart, breakdown };
}
export type EvaluatedSuspension = Awaited<ReturnType<typeof evaluateInput>>;
