import { type SuspensionBreakdown, suspensionBreakdown } from '~/domain/suspensions/breakdown';
import type { DigitalPart } from '~/domain/suspensions/input';
import {
  DIGITAL_PART_LABELS,
  PHASE_LABELS,
  breakdownRows,
  suspensionPeriodLabel,
} from '~/domain/suspensions/labels';
import { suspensionPhase } from '~/domain/suspensions/rules';
import type { SuspensionQuote, SuspensionView } from '~/domain/suspensions/views';
import type { suspensions } from '../../db/schema/changes';
import type { EvaluatedSuspension } from './evaluate-input';

type SuspensionRow = typeof suspensions.$inferSelect;

/** The quote answer: the breakdown with the texts the modal shows before "Vahvista". */
export function toQuote(e: EvaluatedSuspension): SuspensionQuote {
  return {
    startDate: e.startDate,
    endDate: e.endDate,
    periodLabel: suspensionPeriodLabel(e.startDate, e.endDate),
    digitalPart: e.digitalPart,
    breakdown: { ...e.breakdown, rows: breakdownRows(e.breakdown, e.digitalPart) },
  };
}

/**
 * A saved suspension's breakdown from its stored figures. The day price is not stored: it is
 * what the stored credit implies (credit + digital charge per credited day), or today's day
 * price of the subscription when no day was credited.
 */
function storedBreakdown(row: SuspensionRow, currentDayPrice: number): SuspensionBreakdown {
  const digitalPart = row.digitalPart === 'NONE' ? null : (row.digitalPart as DigitalPart);
  const dayPrice =
    row.creditedDays > 0
      ? Math.round(row.totalCreditedCents / row.creditedDays) + row.digiPricePerDayCents
      : currentDayPrice;
  const computed = suspensionBreakdown({
    startDate: row.startDate,
    endDate: row.endDate,
    digitalPart,
    dayPriceCents: dayPrice,
    digiDayPriceCents: row.digiPricePerDayCents,
  });
  return { ...computed, totalCreditedCents: row.totalCreditedCents };
}

export function toView(row: SuspensionRow, today: string, currentDayPrice: number): SuspensionView {
  const digitalPart = row.digitalPart === 'NONE' ? null : (row.digitalPart as DigitalPart);
  const breakdown = storedBreakdown(row, currentDayPrice);
  const phase = suspensionPhase(row, today);
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    periodLabel: suspensionPeriodLabel(row.startDate, row.endDate),
    digitalPart,
    digitalPartLabel: digitalPart === null ? null : DIGITAL_PART_LABELS[digitalPart],
    breakdown: { ...breakdown, rows: breakdownRows(breakdown, digitalPart) },
    phase,
    phaseLabel: PHASE_LABELS[phase],
    canChangeAll: phase === 'FUTURE',
    canChangeEndDate: phase !== 'FINISHED',
    canRemove: phase === 'FUTURE',
  };
}

/** The columns a suspension stores from its evaluation. */
export function storedColumns(e: EvaluatedSuspension) {
  return {
    startDate: e.startDate,
    endDate: e.endDate,
    // The column is NOT NULL: a paper-only subscription has no choice to store.
    digitalPart: e.digitalPart ?? 'NONE',
    creditedDays: e.breakdown.creditedDays,
    deductibleDays: e.breakdown.deductibleDays,
    digiPricePerDayCents: e.breakdown.digiPricePerDayCents,
    totalCreditedCents: e.breakdown.totalCreditedCents,
    extensionDays: e.breakdown.extensionDays,
  };
}
