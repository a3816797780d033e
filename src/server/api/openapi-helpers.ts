import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorKey } from '~/domain/errors/error-messages';

const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as [ErrorKey, ...ErrorKey[]];

export const errorBodySchema = z
  .object({
    /** One of the catalogue's keys (src/domain/errors); the UI maps each to its Finnish message. */
    errorKey: z.enum(ERROR_KEYS),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const errorDescriptions: Record<number, string> = {
  400: 'Validation failed (errorKey validation-failed, fields by name)',
  401: 'Not logged in, or strong identification required',
  403: 'Forbidden',
  404: 'Not found (also another customer\u2019s resource)',
  409: 'Conflict',
  429: 'Too many requests',
  503: 'Temporarily unavailable',
};

/** The error envelope under each given status, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [s, jsonContent(errorBodySchema, errorDescriptions[s] ?? 'Error')]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof errorBodySchema>>>;
}

/** Routes behind `requireAuth`: the session cookie set by `POST /auth/login`. */
export const sessionSecurity = [{ session: [] }];

/** Staff routes: a Bearer token from the environment, one per route (README). */
export const staffTokenSecurity = [{ staffToken: [] }];

/**
 * The address of a resource of one of the customer's own subscriptions, the number only in the
 * path and checked by the one `subscriptionNumberParamsSchema` (decision 0024).
 */
export const ownSubscriptionPath = (resource: string) =>
  `/subscriptions/{subscriptionNumber}/${resource}`;

/** The same address as a Hono pattern for `requireAuth`; the wildcard covers it itself too. */
export const ownSubscriptionPattern = (resource: string) =>
  `/subscriptions/:subscriptionNumber/${resource}/*`;
