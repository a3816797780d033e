// Spec §4 and §9: the invoice PDF may be unavailable (404) until 24 hours have passed since the
// invoice was created; the billing system produces the PDF in that time.

const PDF_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the PDF can be fetched. An invoice without a creation time (rows from before the billing
 * system sent one) counts as created when its invoice date began in Helsinki.
 */
export function pdfAvailableAt(createdAt: Date | null, invoiceDate: string): Date {
  const created = createdAt ?? helsinkiStartOf(invoiceDate);
  return new Date(created.getTime() + PDF_DELAY_MS);
}

export function isPdfAvailable(createdAt: Date | null, invoiceDate: string, now: Date): boolean {
  return now.getTime() >= pdfAvailableAt(createdAt, invoiceDate).getTime();
}

// Midnight in summer time (UTC+3): never later than the real Helsinki midnight, so a dated
// invoice is never held back for more than 24 hours from the start of its date.
function helsinkiStartOf(date: string): Date {
  return new Date(`${date}T00:00:00+03:00`);
}
