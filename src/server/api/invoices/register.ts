import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { barcodeSvg } from './barcode-image';
import { getInvoice, ownInvoiceOr404 } from './get-invoice';
import { listInvoices } from './list-invoices';
import { barcodeNotAvailable } from './invoice-errors';
import { barcodeOf } from './invoice-mapper';
import { invoicePdfOf } from './pdf-download';
import { postponeDueDate } from './postpone-due-date';
import {
  getInvoiceRoute,
  invoiceBarcodeRoute,
  invoicePdfRoute,
  listInvoicesRoute,
  postponeDueDateRoute,
} from './routes';

export function registerInvoiceRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // '/invoices/*' covers '/invoices' itself too (Hono's wildcard).
  app.use('/invoices/*', requireAuth(deps));
  app.openapi(listInvoicesRoute, async (c) => c.json(await listInvoices(deps, c.get('auth')), 200));
  app.openapi(getInvoiceRoute, async (c) =>
    c.json(await getInvoice(deps, c.get('auth'), c.req.valid('param').invoiceNumber), 200),
  );
  app.openapi(invoicePdfRoute, async (c) => {
    const { invoiceNumber } = c.req.valid('param');
    const pdf = await invoicePdfOf(deps, c.get('auth'), invoiceNumber);
    return c.body(pdf.slice().buffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="lasku-${invoiceNumber}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });
  app.openapi(invoiceBarcodeRoute, async (c) => {
    const row = await ownInvoiceOr404(deps, c.get('auth'), c.req.valid('param').invoiceNumber);
    const digits = barcodeOf(row.invoice);
    if (!digits) throw barcodeNotAvailable();
    return c.body(barcodeSvg(digits), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'private, no-store',
    });
  });
  app.openapi(postponeDueDateRoute, async (c) =>
    c.json(
      await postponeDueDate(
        deps,
        c.get('auth'),
        c.req.valid('param').invoiceNumber,
        c.req.valid('json'),
      ),
      200,
    ),
  );
}
