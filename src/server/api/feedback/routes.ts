import { createRoute } from '@hono/zod-openapi';
import {
  companyFeedbackInputSchema,
  feedbackReceiptSchema,
} from '~/domain/feedback/company-feedback';
import { errorResponses, jsonBody, jsonContent } from '../openapi-helpers';

export const companyFeedbackRoute = createRoute({
  operationId: 'companyFeedback',
  method: 'post',
  path: '/feedback/company',
  tags: ['feedback'],
  description:
    'The company feedback form (spec §2, §3): stored for customer service, e-mailed to ' +
    'CUSTOMER_SERVICE_EMAIL, with a receipt to the sender. Open to anyone; with a session cookie ' +
    "the message is the account's (the contact e-mail may then be left out: the username is " +
    'used) and gets an audit row. 429 after 5 messages per client address in an hour. A filled ' +
    'honeypot (website) gets the same 201 with nothing stored or sent (decision 0036).',
  request: { body: jsonBody(companyFeedbackInputSchema) },
  responses: {
    201: jsonContent(feedbackReceiptSchema, 'Received'),
    ...errorResponses(400, 429),
  },
});
