import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceDetails } from '~/domain/invoices/invoice-views';
import { PAYMENT_REGISTRATION_TEXT } from '~/domain/invoices/payment-registration';
import { barcodePng } from './barcode-image';

// The invoice as a PDF: the same fields as the invoice page, and the payment slip's details with
// the Code 128 bar code. The standard Helvetica font is WinAnsi-encoded, which holds the Finnish
// letters and the euro sign; the no-break space formatMoney uses is in it too.

const MM = 72 / 25.4;
const LEFT = 20 * MM;
const LABEL_WIDTH = 60 * MM;

export interface InvoicePdfInput {
  details: InvoiceDetails;
  customerName: string;
  /** Address lines of the customer, e.g. ['Mannerheimintie 10 A 5', '00100 HELSINKI']. */
  addressLines: string[];
}

export async function invoicePdf({
  details: d,
  customerName,
  addressLines,
}: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Lasku ${d.invoiceNumber}`);
  doc.setLanguage('fi-FI');
  doc.setAuthor('Esimerkkimedia');
  doc.setCreator('Tilaajaportaali');
  const page = doc.addPage([210 * MM, 297 * MM]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = lineWriter(page, regular);

  writer.text('Esimerkkimedia Oy', { font: bold, size: 14 });
  writer.text('Asiakaspalvelu, PL 100, 00101 HELSINKI');
  writer.gap(8);
  writer.text(customerName, { font: bold });
  for (const line of addressLines) writer.text(line);
  writer.gap(10);
  writer.text(`LASKU ${d.invoiceNumber}`, { font: bold, size: 18 });
  writer.gap(4);

  const rows: [string, string | null][] = [
    ['Laskun numero', d.invoiceNumber],
    ['Laskun päivämäärä', d.invoiceDateLabel],
    ['Eräpäivä', d.dueDateLabel],
    ['Alkuperäinen eräpäivä', d.originalDueDateLabel],
    ['Peruutuspäivä', d.cancellationDateLabel],
    ['Tila', d.statusLabel],
    ['Tuote', d.productName],
    ['Tilausnumero', d.subscriptionNumber],
    ['Tilauslaji', d.subscriptionKindLabel],
    ['Laskutuskausi', d.invoicingPeriodLabel],
    ['Maksutapa', d.paymentMethodLabel],
    ['Laskun summa', d.amountLabel],
    ['Muistutusmaksu', d.reminderFeeLabel],
    ['Paperilaskun lisämaksu', d.paperInvoiceFeeLabel],
  ];
  for (const [label, value] of rows) if (value !== null) writer.row(label, value);
  writer.row('Maksettava yhteensä', d.totalLabel, bold);
  if (d.paidOnLabel) writer.row('Maksettu', d.paidOnLabel, bold);

  writer.gap(12);
  writer.text('Maksutiedot', { font: bold, size: 13 });
  writer.row('Saajan tilinumero (IBAN)', d.iban);
  writer.row('Saaja', 'Esimerkkimedia Oy');
  writer.row('Viitenumero', d.referenceNumber);
  writer.row('Eräpäivä', d.dueDateLabel);
  writer.row('Euroa', d.totalLabel);
  writer.gap(4);
  writer.text(PAYMENT_REGISTRATION_TEXT, { size: 9 });

  if (d.virtualBarcode) {
    writer.gap(12);
    writer.text('Virtuaaliviivakoodi', { font: bold });
    writer.text(d.virtualBarcode, { size: 9 });
    const png = await doc.embedPng(await barcodePng(d.virtualBarcode));
    // Finance Finland's guide: about 100 mm wide, at least 10 mm high, with its quiet zones.
    const width = 105 * MM;
    const height = (png.height / png.width) * width;
    writer.gap(4);
    page.drawImage(png, { x: LEFT, y: writer.y - height, width, height });
  }
  return doc.save();
}

function lineWriter(page: PDFPage, regular: PDFFont) {
  const state = { y: page.getHeight() - 20 * MM };
  const black = rgb(0, 0, 0);
  return {
    get y() {
      return state.y;
    },
    gap(points: number) {
      state.y -= points;
    },
    text(value: string, opts: { font?: PDFFont; size?: number } = {}) {
      const size = opts.size ?? 11;
      state.y -= size * 1.35;
      page.drawText(value, { x: LEFT, y: state.y, size, font: opts.font ?? regular, color: black });
    },
    row(label: string, value: string, valueFont: PDFFont = regular) {
      state.y -= 11 * 1.45;
      page.drawText(label, { x: LEFT, y: state.y, size: 11, font: regular, color: black });
      page.drawText(value, { x: LEFT + LABEL_WIDTH, y: state.y, size: 11, font: valueFont });
    },
  };
}
