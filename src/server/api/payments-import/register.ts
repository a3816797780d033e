import type { OpenAPIHono } from '@hono/zod-openapi';
import { parseBankPaymentsCsv } from '~/domain/invoices/bank-payments-csv';
import type { AppDeps, AppEnv } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { assertStaffToken } from '../../auth/staff-token';
import { importPayments } from './import-payments';
import { paymentImportRoute } from './routes';

export function registerPaymentImportRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The token before anything else, so nobody without it learns even how the body is checked.
  app.use('/staff/payments/*', async (c, next) => {
    assertStaffToken(c.req.header('authorization'), deps.env.PAYMENT_IMPORT_TOKEN);
    await next();
  });
  app.openapi(paymentImportRoute, async (c) => {
    const parsed = parseBankPaymentsCsv(c.req.valid('json').csv);
    if (!parsed.ok) {
      throw new HttpError(400, 'invalid-payment-file', {
        fields: Object.fromEntries(parsed.errors.map((e) => [`line-${e.line}`, e.message])),
      });
    }
    return c.json(await importPayments(deps, parsed.rows), 200);
  });
}
