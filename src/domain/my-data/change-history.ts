import { z } from 'zod';

/** Rows per page of /tili/muutoshistoria. */
export const CHANGE_HISTORY_PAGE_SIZE = 20;

/** GET /account/change-history?page=: pages count from 1. */
export const changeHistoryQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Sivun numeron pitää olla kokonaisluku.' })
    .int({ error: 'Sivun numeron pitää olla kokonaisluku.' })
    .min(1, { error: 'Sivun numeron pitää olla vähintään 1.' })
    .max(10_000, { error: 'Sivun numero on liian suuri.' })
    .default(1),
});
export type ChangeHistoryQuery = z.infer<typeof changeHistoryQuerySchema>;

const changeHistoryEntrySchema = z.object({
  /** ISO instant. */
  at: z.string(),
  /** 'd.M.yyyy klo H.mm', Helsinki time. */
  atLabel: z.string(),
  action: z.string(),
  /** The plain Finnish line for the action (src/domain/audit/audit-actions.ts). */
  description: z.string(),
  /** The subscription or invoice the change was about, when it was about one. */
  about: z.string().nullable(),
  channel: z.string(),
  channelLabel: z.string(),
});
export type ChangeHistoryEntry = z.infer<typeof changeHistoryEntrySchema>;

export const changeHistorySchema = z
  .object({
    entries: z.array(changeHistoryEntrySchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ChangeHistory' });
export type ChangeHistory = z.infer<typeof changeHistorySchema>;

/** How many pages `total` rows fill; an empty history is one (empty) page. */
export const pageCountOf = (total: number): number =>
  Math.max(1, Math.ceil(total / CHANGE_HISTORY_PAGE_SIZE));

/**
 * What the change was about, from the audit row's details: "Tilaus 1234567", "Lasku 123…".
 * Details are free-form JSON, so only string fields named as below count.
 */
export function aboutOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const d = details as Record<string, unknown>;
  if (typeof d.subscriptionNumber === 'string') return `Tilaus ${d.subscriptionNumber}`;
  if (typeof d.invoiceNumber === 'string') return `Lasku ${d.invoiceNumber}`;
  return null;
}
