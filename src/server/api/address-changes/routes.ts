import { createRoute } from '@hono/zod-openapi';
import {
  addressChangeOverviewSchema,
  addressChangeResultSchema,
} from '~/domain/address-changes/address-change-view';
import {
  addressChangeParamsSchema,
  permanentChangeInputSchema,
  temporaryChangeInputSchema,
} from '~/domain/address-changes/change-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('address-changes');
const params = subscriptionNumberParamsSchema;

const NOT_ALLOWED =
  '403 target_customer_not_allowed (a gift giver, or another customer\u2019s address); 409 ' +
  'company-change-request-required (company subscriptions send a processing request) or ' +
  'address-change-not-allowed.';
const RULES =
  '400 validation-failed (also a start in the past), start-date-publication-days or ' +
  'end-date-publication-days; 409 invalid-address (not in the address database: resend with ' +
  'manual: true to let customer service handle it in 1-3 working days).';

export const listAddressChangesRoute = createRoute({
  operationId: 'listAddressChanges',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['address-changes'],
  description:
    'The address changes of one of the session\u2019s subscriptions that are waiting or running, ' +
    'with what may still be edited, and whether the session may change the address at all.',
  request: { params },
  responses: {
    200: jsonContent(addressChangeOverviewSchema, 'The modal\u2019s facts'),
    ...errorResponses(400, 401, 404),
  },
});

export const createTemporaryChangeRoute = createRoute({
  operationId: 'createTemporaryChange',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/temporary`,
  tags: ['address-changes'],
  description: `A temporary address change of a paper subscription. ${RULES} 409 date-overlap or permanent-address-should-not-equal-subscription-address (same as the current address). ${NOT_ALLOWED}`,
  request: { params, body: jsonBody(temporaryChangeInputSchema) },
  responses: {
    201: jsonContent(addressChangeResultSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const createPermanentChangeRoute = createRoute({
  operationId: 'createPermanentChange',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/permanent`,
  tags: ['address-changes'],
  description: `A permanent address change of the payer or the subscriber. ${RULES} 409 permanent-address-should-not-equal-subscription-address, permanent-address-change-already-exists-for-address or date-overlap (another permanent change is waiting to start). ${NOT_ALLOWED}`,
  request: { params, body: jsonBody(permanentChangeInputSchema) },
  responses: {
    201: jsonContent(
      addressChangeResultSchema,
      'Saved; the subscription is tagged UPCOMING_ADDRESS_CHANGE',
    ),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const updateTemporaryChangeRoute = createRoute({
  operationId: 'updateTemporaryChange',
  security: sessionSecurity,
  method: 'put',
  path: `${PATH}/{id}`,
  tags: ['address-changes'],
  description: `Replaces a temporary change: before its start any field, once started only the end date (else 409 address-change-already-started). ${RULES} ${NOT_ALLOWED}`,
  request: { params: addressChangeParamsSchema, body: jsonBody(temporaryChangeInputSchema) },
  responses: {
    200: jsonContent(addressChangeResultSchema, 'Updated'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const removeAddressChangeRoute = createRoute({
  operationId: 'removeAddressChange',
  security: sessionSecurity,
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: ['address-changes'],
  description: `Removes a change that has not started (409 address-change-already-started otherwise). 404 address-change-not-found (also a change of another subscription). ${NOT_ALLOWED}`,
  request: { params: addressChangeParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
