/** What an invoice asks in all: the amount with its reminder and paper invoice fees, in cents. */
export const invoiceTotalCents = (i: {
  amountCents: number;
  reminderFeeCents: number;
  paperInvoiceFeeCents: number;
}): number => i.amountCents + i.reminderFeeCents + i.paperInvoiceFeeCents;
