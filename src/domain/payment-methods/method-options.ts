import { z } from 'zod';
import type { PaymentMethod } from '../invoices/enums';
import type { ProductFormat } from '../subscriptions/enums';

/** The methods a customer chooses among (spec §3 names; the stored method may differ, see below). */
export const choosableMethodSchema = z.enum([
  'EMAIL_INVOICE',
  'E_INVOICE',
  'DIRECT_PAY',
  'CREDIT_CARD',
  'PAPER_INVOICE',
]);
export type ChoosableMethod = z.infer<typeof choosableMethodSchema>;

export const METHOD_TEXTS: Readonly<
  Record<ChoosableMethod, { label: string; description: string }>
> = {
  EMAIL_INVOICE: {
    label: 'Sähköpostilasku',
    description: 'Lasku tulee sähköpostiisi.',
  },
  E_INVOICE: {
    label: 'E-lasku',
    description:
      'Lasku tulee verkkopankkiisi. Tee lisäksi e-laskusopimus verkkopankissasi, laskuttajana Esimerkkimedia Oy.',
  },
  DIRECT_PAY: {
    label: 'Suoramaksu',
    description:
      'Pankki maksaa laskun eräpäivänä automaattisesti. Tee lisäksi suoramaksusopimus verkkopankissasi.',
  },
  CREDIT_CARD: {
    label: 'Maksukortti',
    description: 'Tilaus veloitetaan kortiltasi jokaisen tilausjakson alussa.',
  },
  PAPER_INVOICE: {
    label: 'Paperilasku',
    description: 'Lasku tulee postissa. Paperilaskusta peritään laskutuslisä.',
  },
};

/** Methods billed by invoice: choosing one needs strong identification (spec §6). */
export function requiresStrongIdentification(method: ChoosableMethod): boolean {
  return method !== 'CREDIT_CARD';
}

/**
 * The methods a subscription's product allows a private customer, in the order shown. Digital-only
 * products are billed electronically (no paper invoice), and a card or direct payment is a
 * standing arrangement, so fixed-term orders are invoiced.
 */
export function allowedMethods(input: {
  productFormat: ProductFormat;
  recurring: boolean;
}): ChoosableMethod[] {
  const methods: ChoosableMethod[] = ['EMAIL_INVOICE', 'E_INVOICE'];
  if (input.recurring) methods.push('DIRECT_PAY', 'CREDIT_CARD');
  if (input.productFormat !== 'DIGI') methods.push('PAPER_INVOICE');
  return methods;
}

/** The choosable method a stored one counts as (the current method is marked in the choice). */
export function choosableOf(method: PaymentMethod): ChoosableMethod | null {
  switch (method) {
    case 'EMAIL_INVOICE':
    case 'E_INVOICE':
    case 'DIRECT_PAY':
    case 'PAPER_INVOICE':
      return method;
    case 'DIRECT_DEBIT':
      return 'DIRECT_PAY';
    case 'PAPER_INVOICE_WITH_CHARGE':
      return 'PAPER_INVOICE';
    case 'CREDIT_CARD':
    case 'CARD':
      return 'CREDIT_CARD';
    default:
      return null;
  }
}

/** What is stored: a paper invoice with a fee is PAPER_INVOICE_WITH_CHARGE (spec §3). */
export function storedMethodOf(method: ChoosableMethod, paperFeeCents: number): PaymentMethod {
  if (method === 'PAPER_INVOICE' && paperFeeCents > 0) return 'PAPER_INVOICE_WITH_CHARGE';
  return method;
}

/** The paper invoice fee feature flag (spec §3): consumers and businesses have their own. */
export interface PaperInvoiceFees {
  consumerCents: number;
  businessCents: number;
}

export function paperInvoiceFeeCents(fees: PaperInvoiceFees, isBusiness: boolean): number {
  return isBusiness ? fees.businessCents : fees.consumerCents;
}
