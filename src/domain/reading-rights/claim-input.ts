import { z } from 'zod';

/** An activation code as the invite link carries it: base64url, at most a few hundred chars. */
const CODE_MISSING_MESSAGE = 'Aktivointikoodi puuttuu.';

/**
 * POST /reading-right-claims and /reading-right-claims/preview: the code of the link
 * /ak/{code}. Any text is taken (an unknown code is a 404 that counts as a guess); only a
 * missing or absurd one is a 400.
 */
export const readingRightClaimInputSchema = z
  .strictObject({
    code: z
      .string({ error: CODE_MISSING_MESSAGE })
      .trim()
      .min(1, CODE_MISSING_MESSAGE)
      .max(200, 'Aktivointikoodi on liian pitkä.'),
  })
  .meta({ id: 'ReadingRightClaimInput' });
export type ReadingRightClaimInput = z.infer<typeof readingRightClaimInputSchema>;

export const readingRightClaimPreviewSchema = z
  .object({
    productName: z.string(),
    subscriptionNumber: z.string(),
    /** Who shares: the subscriber's name (a company's name for employees). */
    sharerName: z.string(),
    audience: z.enum(['HOUSEHOLD', 'EMPLOYEES']),
    /** The invited address, null for a link invitation. */
    email: z.string().nullable(),
  })
  .meta({ id: 'ReadingRightClaimPreview' });
export type ReadingRightClaimPreview = z.infer<typeof readingRightClaimPreviewSchema>;

export const readingRightClaimResultSchema = z
  .object({ productName: z.string(), notice: z.string() })
  .meta({ id: 'ReadingRightClaimResult' });
export type ReadingRightClaimResult = z.infer<typeof readingRightClaimResultSchema>;

export const claimedNotice = (productName: string): string =>
  `Digilukuoikeus tuotteeseen ${productName} on nyt aktivoitu käyttäjätunnuksellesi.`;
