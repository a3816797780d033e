import { z } from 'zod';
import { publicationCalendarViewSchema } from '../delivery/calendar-view';
import { digitalPartSchema } from './input';

// The answers of the suspension routes, with the texts the modal shows computed on the server.

const rowSchema = z.object({ label: z.string(), value: z.string() });

const suspensionBreakdownSchema = z.object({
  lengthDays: z.number().int(),
  deductibleDays: z.number().int(),
  creditedDays: z.number().int(),
  dayPriceCents: z.number().int(),
  digiPricePerDayCents: z.number().int(),
  digiChargeCents: z.number().int(),
  totalCreditedCents: z.number().int(),
  extensionDays: z.number().int(),
  /** Label and value per line, in the order shown: length, deductible, ..., total, extension. */
  rows: z.array(rowSchema),
});
export type SuspensionBreakdownView = z.infer<typeof suspensionBreakdownSchema>;

export const suspensionQuoteSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    /** '1.12.2026–20.12.2026' */
    periodLabel: z.string(),
    digitalPart: digitalPartSchema.nullable(),
    breakdown: suspensionBreakdownSchema,
  })
  .meta({ id: 'SuspensionQuote' });
export type SuspensionQuote = z.infer<typeof suspensionQuoteSchema>;

export const suspensionViewSchema = suspensionQuoteSchema
  .extend({
    id: z.string(),
    phase: z.enum(['FUTURE', 'RUNNING', 'FINISHED']),
    /** 'Tuleva', 'Meneillään' */
    phaseLabel: z.string(),
    /** 'Digilehti on käytössä keskeytyksen aikana'; null for paper only. */
    digitalPartLabel: z.string().nullable(),
    /** Future: dates and choice may change. */
    canChangeAll: z.boolean(),
    /** Future or running: the end date may change. */
    canChangeEndDate: z.boolean(),
    /** Future only. */
    canRemove: z.boolean(),
  })
  .meta({ id: 'SuspensionView' });
export type SuspensionView = z.infer<typeof suspensionViewSchema>;

export const suspensionListSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    /** Paper + digi: the form asks whether the digital part stays (required). */
    hasDigitalChoice: z.boolean(),
    /** The option texts of the choice, the kept one with its day price. */
    digitalPartOptions: z.array(z.object({ value: digitalPartSchema, label: z.string() })),
    /** Today (yyyy-MM-dd): the earliest start date. */
    earliestStartDate: z.string(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    /** The rules as the form's hint shows them. */
    rulesText: z.string(),
    /** The publication days the month calendar marks, from today to the last possible end. */
    calendar: publicationCalendarViewSchema,
    /** Future and running suspensions, earliest first. */
    suspensions: z.array(suspensionViewSchema),
  })
  .meta({ id: 'SuspensionList' });
export type SuspensionList = z.infer<typeof suspensionListSchema>;
