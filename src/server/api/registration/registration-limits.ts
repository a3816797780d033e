import type { AttemptRules } from '~/domain/auth/attempt-rules';

/**
 * Registrations are counted, never forgiven (each sends an e-mail): within an hour a client
 * address may register 10 times and one e-mail address may be registered 5 times; then 429
 * with Retry-After. The per-address limit keeps the form from being used to flood someone's
 * mailbox; its price is that such a flood can hold that person's own registration for an hour.
 */
export const registrationRules = (email: string, clientAddress: string): AttemptRules => ({
  windowMinutes: 60,
  locks: [
    { key: `register-email:${email}`, max: 5 },
    { key: `register-ip:${clientAddress}`, max: 10 },
  ],
});
