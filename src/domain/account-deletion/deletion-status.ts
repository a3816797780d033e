import { z } from 'zod';

/** GET /account/deletion: whether the logged-in account may be deleted now, and why not. */
export const accountDeletionStatusSchema = z
  .object({
    mayDelete: z.boolean(),
    activeSubscriptions: z.array(
      z.object({
        subscriptionNumber: z.string(),
        productName: z.string(),
        /** An add-on's main subscription (the add-on is ended through its own flow). */
        mainSubscriptionNumber: z.string().nullable(),
        /** Already cancelled: the day it ends by itself (yyyy-MM-dd); nothing left to end. */
        endsOn: z.string().nullable(),
      }),
    ),
    openInvoices: z.array(z.object({ invoiceNumber: z.string() })),
    /** The optional questionnaire is shown (feature flag accountDeletionQuestionnaire). */
    questionnaire: z.boolean(),
    /** The login also administers or uses a company: only the login goes, the company stays. */
    companyLogin: z.boolean(),
  })
  .meta({ id: 'AccountDeletionStatus' });
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;
