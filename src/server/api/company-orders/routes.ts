import { createRoute } from '@hono/zod-openapi';
import {
  companyOrderInputSchema,
  companyOrderQuoteQuerySchema,
} from '~/domain/company-order/order-input';
import {
  approvalIdParamsSchema,
  companyOrderApprovalSchema,
  companyOrderWaitingSchema,
} from '~/domain/company-order/order-approval';
import {
  companyOrderQuoteSchema,
  companyOrderResultSchema,
} from '~/domain/company-order/order-views';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const companyOrderQuoteRoute = createRoute({
  operationId: 'companyOrderQuote',
  method: 'get',
  path: '/company-orders/quote',
  tags: ['company-orders'],
  description:
    'Anyone (no login): the year\u2019s price of a company offer from its tiers (net, VAT 10 %, ' +
    'total, integer cents): `readers` 1-50 for digital reading rights, `copies` 1-20 for print, ' +
    'which also answers the window of the first issue. 400 validation-failed (above the limit: ' +
    'contact sales; the other kind\u2019s parameter); ' +
    '404 company-order-offer-not-found for a slug without a company offer (campaign loading failed).',
  request: { query: companyOrderQuoteQuerySchema },
  responses: {
    200: jsonContent(companyOrderQuoteSchema, 'The price'),
    ...errorResponses(400, 404),
  },
});

export const companyOrderRoute = createRoute({
  operationId: 'companyOrderPlace',
  security: sessionSecurity,
  method: 'post',
  path: '/company-orders',
  tags: ['company-orders'],
  description:
    'Logged in (b2c or b2b session). Creates the company customer (or joins the existing company ' +
    'with the same Y-tunnus when its name and invoicing data match and the account is its admin; ' +
    'another account\u2019s order for it is stored unbilled and answered 202: it waits up to 14 ' +
    'days for an admin to accept it through the e-mailed link), ' +
    'the subscription (digital: its ' +
    'reader count, from today; print: its copies, from the chosen first issue, PENDING until ' +
    'then) and the first invoice, and makes the account the company\u2019s main admin ' +
    '(COMPANY_ADMIN). The same idempotencyKey again answers the first order with 200 and stores ' +
    'nothing. 400 validation-failed (also a first issue outside the window or on a day ' +
    'without a paper), company-order-address-not-found; 404 ' +
    'company-order-offer-not-found; 409 b2b-invoicing-data-does-not-match-existing (name or ' +
    'invoicing data differ from the existing company), company-order-admin-required (the ' +
    'company exists and has no admin who could accept the order), ' +
    'company-order-approval-pending (this account\u2019s earlier order for the company still waits).',
  request: { body: jsonBody(companyOrderInputSchema) },
  responses: {
    201: jsonContent(companyOrderResultSchema, 'The order placed'),
    200: jsonContent(companyOrderResultSchema, 'The same order, placed earlier with this key'),
    202: jsonContent(
      companyOrderWaitingSchema,
      'The order waits for the company\u2019s admin (also when repeated with this key)',
    ),
    ...errorResponses(400, 401, 404, 409),
  },
});

const approvalAccess =
  'A company (b2b) session acting for the order\u2019s company (its admin); anyone else 404 ' +
  'company-order-approval-not-found.';

export const companyOrderApprovalRoute = createRoute({
  operationId: 'companyOrderApprovalGet',
  security: sessionSecurity,
  method: 'get',
  path: '/company-order-approvals/{id}',
  tags: ['company-orders'],
  description: `An order for the company that waits for its admin (issue 30 item 17). ${approvalAccess}`,
  request: { params: approvalIdParamsSchema },
  responses: {
    200: jsonContent(companyOrderApprovalSchema, 'The order and its state'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const companyOrderAcceptRoute = createRoute({
  operationId: 'companyOrderApprovalAccept',
  security: sessionSecurity,
  method: 'post',
  path: '/company-order-approvals/{id}/accept',
  tags: ['company-orders'],
  description:
    'Places the waiting order as its orderer\u2019s, billed to the company (subscription, first ' +
    `invoice, the orderer\u2019s confirmation e-mail). ${approvalAccess} 409 ` +
    'company-order-approval-decided (accepted or refused already), ' +
    'company-order-approval-start-passed (a print order\u2019s first issue has passed); 410 ' +
    'company-order-approval-expired (after its last day), company-order-approval-withdrawn (the ' +
    'orderer deleted the account).',
  request: { params: approvalIdParamsSchema },
  responses: {
    200: jsonContent(companyOrderApprovalSchema, 'The order, accepted'),
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});

export const companyOrderRefuseRoute = createRoute({
  operationId: 'companyOrderApprovalRefuse',
  security: sessionSecurity,
  method: 'post',
  path: '/company-order-approvals/{id}/refuse',
  tags: ['company-orders'],
  description:
    `Refuses the waiting order: nothing is billed, the orderer is e-mailed. ${approvalAccess} ` +
    '409 company-order-approval-decided; 410 company-order-approval-expired, ' +
    'company-order-approval-withdrawn.',
  request: { params: approvalIdParamsSchema },
  responses: {
    200: jsonContent(companyOrderApprovalSchema, 'The order, refused'),
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});
