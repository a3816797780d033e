import { ERROR_MESSAGES } from '../errors/error-messages';
import { type DateHorizons, startTooFarMessage, startsTooFar } from '../shared/date-horizons';
import { formatDate } from '../shared/dates';
import { suspensionLengthDays } from './breakdown';
import type { DigitalPart } from './input';
import type { SuspensionProblemKey } from './refusal-keys';

// When a suspension may be made, changed or removed (spec §4, §5, §6). Pure: the server passes
// today, the limits of its configuration and the product's publication calendar as a predicate.

export type SuspensionPhase = 'FUTURE' | 'RUNNING' | 'FINISHED';

interface DateRange {
  startDate: string;
  endDate: string;
}

/** FUTURE before its start day, RUNNING from its start to its end day, then FINISHED. */
export function suspensionPhase(s: DateRange, today: string): SuspensionPhase {
  if (s.endDate < today) return 'FINISHED';
  return s.startDate > today ? 'FUTURE' : 'RUNNING';
}

/** A refused input: the errorKey, its HTTP status, the field it belongs to and why. */
export interface SuspensionProblem {
  status: 400 | 409;
  errorKey: SuspensionProblemKey;
  field?: 'startDate' | 'endDate' | 'digitalPart';
  message: string;
}

export interface SuspensionLimits {
  /** Shortest suspension in calendar days, both ends included (SUSPENSION_MIN_DAYS). */
  minDays: number;
  /** Longest suspension in calendar days (SUSPENSION_MAX_DAYS). */
  maxDays: number;
}

export interface DateContext {
  today: string;
  limits: SuspensionLimits;
  /** The subscription's last day, when it has one: nothing to suspend after it. */
  subscriptionEndDate: string | null;
  isPublicationDay: (date: string) => boolean;
  /**
   * The suspension already runs and only its end date changes: its start stays in the past and
   * is not checked again, the minimum length does not stop ending it early, and the new end
   * must not be in the past.
   */
  endDateOnly?: boolean;
  /** How far ahead a suspension may start (CHANGE_MAX_DAYS_AHEAD); unchecked when absent. */
  horizons?: DateHorizons;
}

const problem = (
  status: 400 | 409,
  errorKey: SuspensionProblemKey,
  field: SuspensionProblem['field'],
  message: string,
): SuspensionProblem =>
  field === undefined ? { status, errorKey, message } : { status, errorKey, field, message };

export const limitsText = ({ minDays, maxDays }: SuspensionLimits): string =>
  `Keskeytyksen pituus on vähintään ${minDays} ja enintään ${maxDays} päivää.`;

/** Too short or too long, with the limits in days. */
export const lengthMessage = (
  key: 'suspension-too-short' | 'suspension-too-long',
  limits: SuspensionLimits,
): string => `${ERROR_MESSAGES[key]} ${limitsText(limits)}`;

/** The first problem of the dates, in the order a customer would fix them; null when fine. */
export function datesProblem(input: DateRange, ctx: DateContext): SuspensionProblem | null {
  const { startDate, endDate } = input;
  const endOnly = ctx.endDateOnly === true;
  if (!endOnly && startDate < ctx.today) {
    return problem(400, 'start-date-in-past', 'startDate', ERROR_MESSAGES['start-date-in-past']);
  }
  if (!endOnly && ctx.horizons && startsTooFar(startDate, ctx.today, ctx.horizons)) {
    return problem(
      400,
      'start-date-too-far',
      'startDate',
      startTooFarMessage(ctx.today, ctx.horizons),
    );
  }
  if (endOnly && endDate < ctx.today) {
    return problem(400, 'end-date-in-past', 'endDate', ERROR_MESSAGES['end-date-in-past']);
  }
  // The same start and end is one day: the length rule below names the real limit.
  if (startDate > endDate) {
    return problem(
      400,
      'start-date-not-before-end-date',
      'endDate',
      ERROR_MESSAGES['start-date-not-before-end-date'],
    );
  }
  const length = suspensionLengthDays(startDate, endDate);
  if (!endOnly && length < ctx.limits.minDays) {
    return problem(
      400,
      'suspension-too-short',
      'endDate',
      lengthMessage('suspension-too-short', ctx.limits),
    );
  }
  if (length > ctx.limits.maxDays) {
    return problem(
      400,
      'suspension-too-long',
      'endDate',
      lengthMessage('suspension-too-long', ctx.limits),
    );
  }
  if (ctx.subscriptionEndDate !== null && endDate > ctx.subscriptionEndDate) {
    return problem(
      400,
      'suspension-after-subscription-end',
      'endDate',
      `Tilaus päättyy ${formatDate(ctx.subscriptionEndDate)}. Valitse loppupäivä, joka on viimeistään silloin.`,
    );
  }
  if (!endOnly && !ctx.isPublicationDay(startDate)) {
    return problem(
      400,
      'start-date-publication-days',
      'startDate',
      `Lehti ei ilmesty ${formatDate(startDate)}. Valitse alkupäiväksi lehden ilmestymispäivä.`,
    );
  }
  if (!ctx.isPublicationDay(endDate)) {
    return problem(
      400,
      'end-date-publication-days',
      'endDate',
      `Lehti ei ilmesty ${formatDate(endDate)}. Valitse loppupäiväksi lehden ilmestymispäivä.`,
    );
  }
  return null;
}

const OVERLAP_MESSAGE =
  'Keskeytys menee päällekkäin toisen keskeytyksen tai tilapäisen osoitteenmuutoksen kanssa. Valitse toiset päivät.';

/**
 * Spec §5: dates that overlap a suspension or temporary address change in force are refused
 * (the server asks overlapsChangeInForce, src/server/subscriptions/changes-in-force.ts).
 */
export const overlapProblem = (): SuspensionProblem =>
  problem(409, 'date-overlap', 'startDate', OVERLAP_MESSAGE);

interface Saved extends DateRange {
  digitalPart: DigitalPart | null;
}

const finished = () =>
  problem(409, 'suspension-finished', undefined, ERROR_MESSAGES['suspension-finished']);

/**
 * Spec §4: a future suspension can be changed freely; a running one only in its end date (the
 * digital-part choice stays: end it and create a new one); a finished one not at all.
 */
export function changeProblem(
  saved: Saved,
  input: { startDate: string; digitalPart?: DigitalPart | undefined },
  today: string,
): SuspensionProblem | null {
  const phase = suspensionPhase(saved, today);
  if (phase === 'FINISHED') return finished();
  if (phase === 'FUTURE') return null;
  if (input.startDate !== saved.startDate) {
    return problem(
      409,
      'suspension-already-started',
      'startDate',
      'Keskeytys on jo alkanut, joten sen alkupäivää ei voi muuttaa. Voit muuttaa loppupäivää.',
    );
  }
  // A missing or meaningless choice is the input's own problem (digitalPartProblem), not this.
  const choice = input.digitalPart;
  if (saved.digitalPart !== null && choice !== undefined && choice !== saved.digitalPart) {
    return problem(
      409,
      'digital-part-locked',
      'digitalPart',
      'Digilehden valintaa ei voi muuttaa keskeytyksen alettua. Lopeta keskeytys muuttamalla loppupäivää ja tee sen jälkeen uusi keskeytys.',
    );
  }
  return null;
}

/** Only a future suspension can be removed; a running one can be ended early instead. */
export function removeProblem(saved: DateRange, today: string): SuspensionProblem | null {
  const phase = suspensionPhase(saved, today);
  if (phase === 'FINISHED') return finished();
  if (phase === 'RUNNING') {
    return problem(
      409,
      'suspension-already-started',
      undefined,
      'Alkanutta keskeytystä ei voi poistaa. Voit lopettaa sen aiemmin muuttamalla loppupäivää.',
    );
  }
  return null;
}
