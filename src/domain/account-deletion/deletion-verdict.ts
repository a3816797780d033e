import { invoiceTab } from '../invoices/invoice-list-rules';
import type { PaymentState } from '../invoices/enums';
import { hasEnded } from '../subscriptions/listing';
import type { SubscriptionStatus } from '../subscriptions/enums';

/** A subscription the account's own customers receive or pay for. */
export interface DeletionSubscriptionFact {
  subscriptionNumber: string;
  productName: string;
  status: SubscriptionStatus;
  endDate: string | null;
}

/** An invoice of the account's own customers. */
export interface DeletionInvoiceFact {
  invoiceNumber: string;
  paymentState: PaymentState;
}

export interface DeletionVerdict {
  mayDelete: boolean;
  activeSubscriptions: { subscriptionNumber: string; productName: string }[];
  openInvoices: { invoiceNumber: string }[];
}

/**
 * Spec §8 ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE: an account may be deleted only when none of its
 * own customers' subscriptions is active and none of their invoices is open. Active is what the
 * subscription list calls active (listing.ts): not FINISHED and its end date not passed, so a
 * cancelled subscription that still runs to its period end counts. Open is what the invoice list
 * shows under the unpaid tab: every state but PAID.
 */
export function deletionVerdict(
  facts: { subscriptions: DeletionSubscriptionFact[]; invoices: DeletionInvoiceFact[] },
  today: string,
): DeletionVerdict {
  const activeSubscriptions = facts.subscriptions
    .filter((s) => !hasEnded(s, today))
    .map(({ subscriptionNumber, productName }) => ({ subscriptionNumber, productName }));
  const openInvoices = facts.invoices
    .filter((i) => invoiceTab(i.paymentState) === 'unpaid')
    .map(({ invoiceNumber }) => ({ invoiceNumber }));
  return {
    mayDelete: activeSubscriptions.length === 0 && openInvoices.length === 0,
    activeSubscriptions,
    openInvoices,
  };
}
