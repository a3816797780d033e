import { z } from 'zod';

/**
 * The consent page's answer (POST /oauth/authorize): the authorisation request's query string as
 * the page received it (checked again in full) and the customer's decision.
 */
export const consentDecisionSchema = z
  .strictObject({
    query: z.string({ error: 'Pyyntö puuttuu.' }).max(8000, 'Pyyntö on liian pitkä.'),
    decision: z.enum(['approve', 'decline'], { error: 'Valitse, sallitko käytön.' }),
  })
  .meta({ id: 'OAuthConsentDecision' });

export type ConsentDecision = z.infer<typeof consentDecisionSchema>;
