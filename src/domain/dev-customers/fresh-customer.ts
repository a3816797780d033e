import { z } from 'zod';

/**
 * What a browser test asks the development factory for: a customer of its own, so that specs
 * do not share (and change) the demo customers and may run in any order.
 */
export const freshCustomerRequestSchema = z
  .strictObject({
    /** The subscriptions to create, each a copy of a demo subscription's kind. */
    subscriptions: z
      .array(
        z.enum([
          /** Like Maija's 2000008: a running weekend paper (PS-VKL) on e-mail invoice. */
          'WEEKEND_PAPER',
          /** Like Maija's 2000001 with its Sudoku add-on 2000011 (listed right after it), on a card. */
          'CARD_PAPER_WITH_SUDOKU',
          /**
           * Like Maija's 2000001 without the add-on, with its household member's claimed reading
           * right (1 of 3 shared), for the reading-rights pages.
           */
          'CARD_PAPER_WITH_SHARED_RIGHT',
          /** Like Pekka's 3000001: a quarterly Hämeen Viesti 6 pv on paper invoice. */
          'QUARTERLY_LOCAL_PAPER',
          /** Like Maija's 2000003 (cancelled, ends in three weeks) with its open invoice 50000004. */
          'CANCELLED_DIGI_WITH_OPEN_INVOICE',
          /** Like Esimerkki Oy's 2100001: a yearly company digital subscription for 10 readers. */
          'COMPANY_DIGI',
        ]),
      )
      // None: a customer with nothing running (account deletion, issue 14).
      .min(0)
      .max(5),
    /** The customer's contact e-mail; default the new username. */
    contactEmail: z.email().max(254).optional(),
    /**
     * How the new account holds the customer: OWNER, a private customer (the default);
     * COMPANY_ADMIN, a company customer whose admin logs in with intent b2b (like Esimerkki Oy's);
     * NONE, nothing linked, so that the link wizard finds the customer by its number and zip code
     * (like Pekka's 200000001).
     */
    role: z.enum(['OWNER', 'COMPANY_ADMIN', 'NONE']).optional(),
    /**
     * With COMPANY_ADMIN: the account administers a second company too ("Testi Toinen Oy", one
     * COMPANY_DIGI subscription), for switching companies (decision 0039).
     */
    secondCompany: z.boolean().optional(),
    /**
     * The last charge to the card of the first card-paid subscription was refused (DECLINED, or
     * NEEDS_CUSTOMER for 3-D Secure): a pending card request as the billing jobs leave it.
     */
    refusedCharge: z.enum(['DECLINED', 'NEEDS_CUSTOMER']).optional(),
  })
  .meta({ id: 'FreshCustomerRequest' });
export type FreshCustomerRequest = z.infer<typeof freshCustomerRequestSchema>;

export const freshCustomerSchema = z
  .object({
    /** The login of the new account; its password is the demo password. */
    username: z.string(),
    customerNumber: z.string(),
    /** The name the portal shows: a person's first and last name, or the company's name. */
    name: z.string(),
    /** The person's last name (null for a company), as the anonymous forms ask for it. */
    lastName: z.string().nullable(),
    address: z.object({ streetAddress: z.string(), zipCode: z.string(), postOffice: z.string() }),
    /** The new subscriptions' numbers, in the order asked; an add-on right after its main one. */
    subscriptionNumbers: z.array(z.string()),
    /** The new invoices' numbers, in the order of their subscriptions. */
    invoiceNumbers: z.array(z.string()),
    /** The second company, when asked for. */
    secondCompany: z
      .object({ customerNumber: z.string(), name: z.string(), subscriptionNumber: z.string() })
      .optional(),
  })
  .meta({ id: 'FreshCustomer' });
export type FreshCustomer = z.infer<typeof freshCustomerSchema>;
