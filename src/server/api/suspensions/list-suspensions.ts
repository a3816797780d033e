import { publicationDaysLabel } from '~/domain/address-changes/labels';
import { formatMoney } from '~/domain/shared/money';
import { hasDigitalChoice } from '~/domain/suspensions/input';
import { DIGITAL_PART_OPTION_LABELS } from '~/domain/suspensions/labels';
import { limitsText } from '~/domain/suspensions/rules';
import type { SuspensionList } from '~/domain/suspensions/views';
import type { AppDeps, AuthContext } from '../../app-context';
import { dialogCalendarOf } from '../../calendar/dialog-calendar';
import type { Db } from '../../db/client';
import { suspensionLimits } from '../../env';
import { pendingSuspensions } from '../../subscriptions/load-subscription-facts';
import { familyDigiDayPrice, subscriptionDayPrice } from './evaluate-input';
import { ownSuspendable } from './load-suspendable';
import { toView } from './suspension-view';

async function digitalPartOptions(db: Db, productFormat: string, familyId: string) {
  if (!hasDigitalChoice(productFormat)) return [];
  const price = await familyDigiDayPrice(db, familyId);
  const keep =
    price === null
      ? DIGITAL_PART_OPTION_LABELS.KEEP
      : `${DIGITAL_PART_OPTION_LABELS.KEEP} (${formatMoney(price)} päivässä)`;
  return [
    { value: 'KEEP' as const, label: keep },
    { value: 'SUSPEND' as const, label: DIGITAL_PART_OPTION_LABELS.SUSPEND },
  ];
}

/** GET /subscriptions/{subscriptionNumber}/suspensions: the modal's rules, choices and current suspensions. */
export async function listSuspensions(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<SuspensionList> {
  const { db, clock, env } = deps;
  const today = clock.today();
  const own = await ownSuspendable(db, auth, number, today);
  const { sub, product } = own;
  const limits = suspensionLimits(env);
  const dayPrice = subscriptionDayPrice(sub);
  const [rows, options, calendar] = await Promise.all([
    pendingSuspensions(db, sub.id, today),
    digitalPartOptions(db, sub.productFormat, product.familyId),
    dialogCalendarOf(deps, product.id, today, limits.maxDays, sub.endDate),
  ]);
  return {
    subscriptionNumber: sub.subscriptionNumber,
    productName: product.name,
    hasDigitalChoice: hasDigitalChoice(sub.productFormat),
    digitalPartOptions: options,
    earliestStartDate: today,
    minDays: limits.minDays,
    maxDays: limits.maxDays,
    // Which weekdays the paper comes, so a non-publication day is not found by trial (issue 30
    // item 15), as the address-change dialog says it.
    rulesText: `${publicationDaysLabel(product.publicationDays)} Valitse alku- ja loppupäiväksi lehden ilmestymispäivät. ${limitsText(limits)}`,
    calendar,
    suspensions: rows.map((r) => toView(r, today, dayPrice)),
  };
}
