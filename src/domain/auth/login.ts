import { z } from 'zod';
import { requiredMessage } from '../validation/messages';

/** Login intents: b2c for private customers, b2b for company admins (spec §6). */
const loginIntentSchema = z.enum(['b2c', 'b2b']);
export type LoginIntent = z.infer<typeof loginIntentSchema>;

/** The login form and POST /api/v1/auth/login share this schema. */
export const loginInputSchema = z
  .strictObject({
    username: z
      .string(requiredMessage('Sähköpostiosoite'))
      .trim()
      .min(1, requiredMessage('Sähköpostiosoite'))
      .max(254, 'Sähköpostiosoite on liian pitkä.')
      .pipe(z.email('Tarkista sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.'))
      // The pipe's check is not the input's in the API document: said here (issue 35).
      .meta({ format: 'email', pattern: z.regexes.email.source }),
    password: z
      .string(requiredMessage('Salasana'))
      .min(1, requiredMessage('Salasana'))
      .max(200, 'Salasana on liian pitkä.'),
    intent: loginIntentSchema.default('b2c'),
    remember: z.boolean().default(false),
  })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.input<typeof loginInputSchema>;
export type LoginFields = z.output<typeof loginInputSchema>;

/** What verifySession, refresh and login answer (spec §3 "Session check response"). */
export const sessionInfoSchema = z
  .object({
    portalAccountID: z.string().nullable(),
    loginHint: z.string().nullable(),
    issuer: z.string(),
    /** Seconds until the session ends; -1 when logged out. */
    sessionDuration: z.number().int(),
    intent: loginIntentSchema.nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const LOGGED_OUT_DURATION = -1;
