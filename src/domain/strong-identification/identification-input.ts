import { z } from 'zod';

// The strong identification API's inputs and answers (src/server/api/strong-identification).

const OPAQUE = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const startInputSchema = z
  .strictObject({
    /** The page to come back to: a path of this site. */
    returnTo: z.string().min(1).max(2000).regex(/^\//),
  })
  .meta({ id: 'StartInput' });
export type StartInput = z.infer<typeof startInputSchema>;

export const startAnswerSchema = z
  .object({
    /** Where the browser goes next: the provider's login page. */
    redirectUrl: z.string(),
  })
  .meta({ id: 'StartAnswer' });

/** What the provider sent back to /tunnistautuminen/paluu, passed on as it came. */
export const completeInputSchema = z
  .strictObject({
    state: OPAQUE,
    code: z.string().min(1).max(500).optional(),
    error: z.string().min(1).max(100).optional(),
    /** The issuer's identifier when the provider sends it (RFC 9207, against mix-up attacks). */
    iss: z.url().max(2000).optional(),
  })
  .meta({ id: 'CompleteInput' });
export type CompleteInput = z.infer<typeof completeInputSchema>;

export const completeAnswerSchema = z
  .object({
    returnTo: z.string(),
    identifiedUntil: z.string(),
  })
  .meta({ id: 'CompleteAnswer' });

export const statusAnswerSchema = z
  .object({
    identified: z.boolean(),
    /** ISO instant until which the identification counts, when identified. */
    identifiedUntil: z.string().nullable(),
    provider: z.enum(['test-bank', 'oidc']).nullable(),
  })
  .meta({ id: 'StatusAnswer' });

/** The test bank page's choice, with the authorization request it was opened with. */
export const testBankDecisionSchema = z
  .strictObject({
    clientId: z.string().min(1).max(200),
    redirectUri: z.url().max(2000),
    state: OPAQUE,
    nonce: OPAQUE,
    codeChallenge: z.string().min(43).max(128),
    codeChallengeMethod: z.literal('S256'),
    bank: z.string().min(1).max(50).optional(),
    decision: z.enum(['approve', 'cancel']),
  })
  .meta({ id: 'TestBankDecision' });
export type TestBankDecision = z.infer<typeof testBankDecisionSchema>;

export const testBankDecisionAnswerSchema = z
  .object({ redirectUrl: z.string() })
  .meta({ id: 'TestBankDecisionAnswer' });

/** The portal's public client key(s) for private_key_jwt, a JSON Web Key Set (RFC 7517). */
export const clientJwksAnswerSchema = z
  .object({
    keys: z.array(z.record(z.string(), z.string())),
  })
  .meta({ id: 'ClientJwksAnswer' });
