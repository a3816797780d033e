import { isOrganisation } from '~/domain/customers/enums';
import { paperInvoiceFeeCents } from '~/domain/payment-methods/method-options';
import { formatMoney } from '~/domain/shared/money';
import type { AppDeps } from './app-context';
import type { Env } from './env';

/** The paper invoice fee feature flag (spec §3, decision 0015), set in the environment. */
export const paperInvoiceFees = (env: Env) => ({
  consumerCents: env.PAPER_INVOICE_FEE_CONSUMER_CENTS,
  businessCents: env.PAPER_INVOICE_FEE_BUSINESS_CENTS,
});

/** The fee per paper invoice for a business or a private customer. */
export const paperInvoiceFeeFor = (deps: Pick<AppDeps, 'env'>, isBusiness: boolean): number =>
  paperInvoiceFeeCents(paperInvoiceFees(deps.env), isBusiness);

/** The fee as the customer reads it ('3,95 €'), by the payer's customer type. */
export const paperInvoiceFeeLabel = (deps: Pick<AppDeps, 'env'>, customerType: string): string =>
  formatMoney(paperInvoiceFeeFor(deps, isOrganisation(customerType)));
