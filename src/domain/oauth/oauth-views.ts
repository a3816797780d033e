import { z } from 'zod';
import { OAUTH_SCOPES } from './scopes';

const scopeView = z.object({ scope: z.enum(OAUTH_SCOPES), name: z.string() });

/** GET /oauth/authorize: what the consent page shows, or where a refused request goes. */
export const consentViewSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('consent'),
      clientName: z.string(),
      scopes: z.array(scopeView),
    }),
    z.object({ kind: z.literal('redirect'), location: z.string() }),
  ])
  .meta({ id: 'OAuthConsentView' });

export type ConsentView = z.infer<typeof consentViewSchema>;

/** POST /oauth/authorize: the client's redirect URI with code and state, or with the error. */
export const consentResultSchema = z
  .object({ location: z.string() })
  .meta({ id: 'OAuthConsentResult' });

export type ConsentResult = z.infer<typeof consentResultSchema>;

/** One authorisation on the account page's "Yhdistetyt palvelut". */
const grantViewSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  scopeNames: z.array(z.string()),
  grantedText: z.string(),
});

export const grantListSchema = z
  .object({ grants: z.array(grantViewSchema) })
  .meta({ id: 'OAuthGrantList' });

export type GrantList = z.infer<typeof grantListSchema>;

export const grantIdParamsSchema = z.object({
  id: z.uuid({ error: 'Tuntematon käyttöoikeus.' }),
});

/** POST /oauth/token's success (RFC 6749 §5.1). */
export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .meta({ id: 'OAuthTokenResponse' });

/**
 * The OAuth errors of the token endpoint and of the bearer routes (RFC 6749 §5.2, RFC 6750 §3.1),
 * with the portal's errorKey and Finnish message beside them (extra members a client ignores).
 */
export const oauthErrorSchema = z
  .object({
    error: z.string(),
    error_description: z.string().optional(),
    errorKey: z.string(),
    message: z.string(),
  })
  .meta({ id: 'OAuthError' });

/** GET /assistant/subscriptions: the compact list an assistant reads. */
export const assistantSubscriptionsSchema = z
  .object({
    subscriptions: z.array(
      z.object({
        subscriptionNumber: z.string(),
        productName: z.string(),
        /** False for a subscription that has ended (the list's second tab). */
        active: z.boolean(),
        statusLabel: z.string(),
        startDate: z.string(),
        endDate: z.string().nullable(),
        periodEndDate: z.string(),
        priceLabel: z.string(),
      }),
    ),
  })
  .meta({ id: 'AssistantSubscriptions' });

export type AssistantSubscriptions = z.infer<typeof assistantSubscriptionsSchema>;

/** GET /assistant/invoices: unpaid and paid invoices in a compact form. */
export const assistantInvoicesSchema = z
  .object({
    invoices: z.array(
      z.object({
        invoiceNumber: z.string(),
        paid: z.boolean(),
        statusLabel: z.string().nullable(),
        dueDate: z.string(),
        totalCents: z.number().int(),
        productName: z.string().nullable(),
        subscriptionNumber: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AssistantInvoices' });

export type AssistantInvoices = z.infer<typeof assistantInvoicesSchema>;
