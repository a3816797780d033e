import { createRoute } from '@hono/zod-openapi';
import {
  readingRightClaimInputSchema,
  readingRightClaimPreviewSchema,
  readingRightClaimResultSchema,
} from '~/domain/reading-rights/claim-input';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

const ERRORS =
  '400 validation-failed (code missing); 404 activation-code-not-found; 409 already-redeemed, ' +
  'invitation-already-cancelled, subscription-suspended; 429 too-many-requests (guessing: ' +
  '10 misses per account, 30 per client address in 15 minutes).';

export const previewReadingRightClaimRoute = createRoute({
  operationId: 'previewReadingRightClaim',
  security: sessionSecurity,
  method: 'post',
  path: '/reading-right-claims/preview',
  tags: ['reading-rights'],
  description: `What an activation code (/ak/{code}) would activate; writes nothing. ${ERRORS}`,
  request: { body: jsonBody(readingRightClaimInputSchema) },
  responses: {
    200: jsonContent(readingRightClaimPreviewSchema, 'The invitation'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

export const claimReadingRightRoute = createRoute({
  operationId: 'claimReadingRight',
  security: sessionSecurity,
  method: 'post',
  path: '/reading-right-claims',
  tags: ['reading-rights'],
  description:
    'Activates the reading right an invitation code names for the session\u2019s account ' +
    `(spec §3, §5, §8). ${ERRORS} Also 409 self-invitation (one\u2019s own subscription), ` +
    'subscription-already-exist (the account already holds a right of it), invalid-address ' +
    '(a private right outside the sharer\u2019s household) and all-rights-claimed.',
  request: { body: jsonBody(readingRightClaimInputSchema) },
  responses: {
    200: jsonContent(readingRightClaimResultSchema, 'Activated'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});
