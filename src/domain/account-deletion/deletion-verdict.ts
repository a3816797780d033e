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
  /** An add-on's main subscription: an add-on is ended through its own flow. */
  mainSubscriptionNumber: string | null;
}

/** An active subscription in the way, with what the customer can still do about it. */
export interface DeletionObstacle {
  subscriptionNumber: string;
  productName: string;
  mainSubscriptionNumber: string | null;
  /** Already cancelled: it ends on this date by itself, and there is nothing left to end. */
  endsOn: string | null;
}

/** An invoice of the account's own customers. */
export interface DeletionInvoiceFact {
  invoiceNumber: string;
  paymentState: PaymentState;
}

export interface DeletionVerdict {
  mayDelete: boolean;
  activeSubscriptions: DeletionObstacle[];
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
    .map((s) => ({
      subscriptionNumber: s.subscriptionNumber,
      productName: s.productName,
      mainSubscriptionNumber: s.mainSubscriptionNumber,
      endsOn: s.status === 'CANCELLED' ? s.endDate : null,
    }));
  const openInvoices = facts.invoices
    .filter((i) => invoiceTab(i.paymentState) === 'unpaid')
    .map(({ invoiceNumber }) => ({ invoiceNumber }));
  return {
    mayDelete: activeSubscriptions.length === 0 && openInvoices.length === 0,
    activeSubscriptions,
    openInvoices,
  };
}
