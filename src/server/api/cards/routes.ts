import { createRoute } from '@hono/zod-openapi';
import {
  cardIdParamSchema,
  changeCardInputSchema,
  completeCardSetupInputSchema,
  deleteCardInputSchema,
  startCardSetupInputSchema,
} from '~/domain/cards/card-input';
import {
  cardChangeResultSchema,
  cardDeletedSchema,
  cardSetupCompletedSchema,
  cardSetupStartedSchema,
  cardsOverviewSchema,
} from '~/domain/cards/card-views';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

export const cardsOverviewRoute = createRoute({
  operationId: 'cardsOverview',
  security: sessionSecurity,
  method: 'get',
  path: '/cards',
  tags: ['cards'],
  description:
    "The logged-in customer's saved cards (token never included) with the subscriptions each " +
    'pays, the card-billed subscriptions and those waiting for a card with their deadline. ' +
    'Missed deadlines are applied first: those subscriptions turn into paper invoices with the fee.',
  responses: { 200: jsonContent(cardsOverviewSchema, 'The cards'), ...errorResponses(401) },
});

export const startCardSetupRoute = createRoute({
  operationId: 'startCardSetup',
  security: sessionSecurity,
  method: 'post',
  path: '/cards/setups',
  tags: ['cards'],
  description:
    "Starts adding a card at the card provider's hosted page; send the customer to redirectUrl. " +
    'With subscriptionNumber the card will pay that subscription from its next period. ' +
    '404 subscription-not-found or customer-not-found; 409 card-change-not-allowed; 503 ' +
    'card-provider-unavailable.',
  request: {
    body: {
      content: { 'application/json': { schema: startCardSetupInputSchema } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(cardSetupStartedSchema, 'Go to the hosted page'),
    ...errorResponses(400, 401, 404, 409, 503),
  },
});

export const completeCardSetupRoute = createRoute({
  operationId: 'completeCardSetup',
  security: sessionSecurity,
  method: 'post',
  path: '/cards/setups/complete',
  tags: ['cards'],
  description:
    "Completes a visit with the provider's answer (the query of the return address: `kortti`, " +
    'and with Paytrail its signed `checkout-*` parameters and `signature`): saves the card and ' +
    'charges the subscription of the visit to it from the next period. Repeating answers the ' +
    'same. 400 card-setup-invalid (forged, stale, replayed or not yours); 409 ' +
    'card-setup-cancelled; 503 card-provider-unavailable (the provider did not answer).',
  request: {
    body: {
      content: { 'application/json': { schema: completeCardSetupInputSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(cardSetupCompletedSchema, 'The card is saved'),
    ...errorResponses(400, 401, 404, 409, 503),
  },
});

export const changeCardRoute = createRoute({
  operationId: 'changeCard',
  security: sessionSecurity,
  method: 'put',
  path: ownSubscriptionPath('card'),
  tags: ['cards'],
  description:
    'Charges a card-billed subscription (and its add-ons) to another saved card from the next ' +
    'period. 404 subscription-not-found or card-not-found; 409 card-change-not-allowed or card-expired.',
  request: {
    params: subscriptionNumberParamsSchema,
    body: { content: { 'application/json': { schema: changeCardInputSchema } }, required: true },
  },
  responses: {
    200: jsonContent(cardChangeResultSchema, 'Changed'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const deleteCardRoute = createRoute({
  operationId: 'deleteCard',
  security: sessionSecurity,
  method: 'delete',
  path: '/cards/{id}',
  tags: ['cards'],
  description:
    'Deletes a saved card. A card that active subscriptions are charged to needs ' +
    'replacementCardId, another valid card of the customer, which pays them from then on. 404 ' +
    'card-not-found; 409 card-replacement-required or card-replacement-invalid; 503 card-delete-failed.',
  request: {
    params: cardIdParamSchema,
    body: { content: { 'application/json': { schema: deleteCardInputSchema } }, required: false },
  },
  responses: {
    200: jsonContent(cardDeletedSchema, 'Deleted'),
    ...errorResponses(400, 401, 404, 409, 503),
  },
});
