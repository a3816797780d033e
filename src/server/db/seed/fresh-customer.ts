import { sql } from 'drizzle-orm';
import type { FreshCustomer, FreshCustomerRequest } from '~/domain/dev-customers/fresh-customer';
import type { Db } from '../client';
import { rowsOf } from '../migrate';
import { cardRequestDeadline, chargeRefusalReason } from '~/domain/cards/card-rules';
import { cardRequests } from '../schema/cards';
import { paymentCards } from '../schema/payments';
import { readingRights } from '../schema/subscriptions';
import {
  type CustomerSeed,
  ensureAccount,
  ensureCustomer,
  ensureSubscription,
  linkAccount,
  productIdOf,
} from './seed-helpers';
import { ensureInvoice, openInvoice } from './seed-invoice';
import {
  type SubscriptionTemplate,
  cancelledDigi,
  cardPaper,
  householdRight,
  companyDigi,
  quarterlyLocalPaper,
  sudokuAddOn,
  visaCard,
  weekendPaper,
} from './subscription-templates';

type Kind = FreshCustomerRequest['subscriptions'][number];

/** What a part's template needs: the customer's card and the main subscription made just before. */
interface Made {
  cardId: string;
  mainId: string;
}

/** One subscription to make, from the template of the demo subscription it imitates. */
interface Part {
  template: (made: Made) => SubscriptionTemplate;
  /** Paid with the customer's card (which is then made first). */
  card?: true;
  /** An add-on of the part made just before it. */
  addOn?: true;
  /** With an open invoice of its current period. */
  openInvoice?: true;
  /** With the household member's claimed reading right of Maija's 2000001. */
  sharedRight?: true;
}

/** Fresh numbers start here, far above the demo data's (1000xxxx customers, 2000xxx subscriptions). */
const FIRST_CUSTOMER_NUMBER = 80_000_000;
const FIRST_SUBSCRIPTION_NUMBER = 8_000_000;
const FIRST_INVOICE_NUMBER = 80_000_000;

/** Maija's address: the address database knows it, and the demo's delivery troubles of 00100 apply. */
const ADDRESS = {
  streetAddress: 'Mannerheimintie 10 A 5',
  zipCode: '00100',
  postOffice: 'HELSINKI',
};

function partsOf(kind: Kind, today: string): Part[] {
  switch (kind) {
    case 'WEEKEND_PAPER':
      return [{ template: () => weekendPaper(today) }];
    case 'CARD_PAPER_WITH_SUDOKU':
      return [
        { template: ({ cardId }) => cardPaper(today, cardId), card: true },
        {
          template: ({ cardId, mainId }) => sudokuAddOn(today, mainId, cardId),
          card: true,
          addOn: true,
        },
      ];
    case 'CARD_PAPER_WITH_SHARED_RIGHT':
      return [
        { template: ({ cardId }) => cardPaper(today, cardId), card: true, sharedRight: true },
      ];
    case 'QUARTERLY_LOCAL_PAPER':
      return [{ template: () => quarterlyLocalPaper(today) }];
    case 'CANCELLED_DIGI_WITH_OPEN_INVOICE':
      return [{ template: () => cancelledDigi(today), openInvoice: true }];
    case 'COMPANY_DIGI':
      return [{ template: () => companyDigi(today) }];
  }
}

/** A person like the demo's private customers, or a company like Esimerkki Oy. */
function customerOf(customerNumber: string, request: FreshCustomerRequest, username: string) {
  const contactEmail = request.contactEmail ?? username;
  const values: CustomerSeed =
    request.role === 'COMPANY_ADMIN'
      ? {
          customerNumber,
          customerType: 'COMPANY',
          customerKind: 'COMPANY',
          companyName: 'Testi Oy',
          contactEmail,
        }
      : {
          customerNumber,
          customerType: 'PERSON',
          firstName: 'Testi',
          lastName: 'Asiakas',
          contactEmail,
        };
  const name = values.companyName ?? `${values.firstName ?? ''} ${values.lastName ?? ''}`;
  return { values, name, lastName: values.lastName ?? null };
}

async function addCard(db: Db, today: string, customerId: string, customerNumber: string) {
  const [card] = await db
    .insert(paymentCards)
    .values({ customerId, ...visaCard(today), providerToken: `fresh-card-${customerNumber}` })
    .returning({ id: paymentCards.id });
  if (!card) throw new Error('Could not insert the card');
  return card.id;
}

/**
 * A new customer with an account (the demo password's hash) and the asked subscriptions, on new
 * numbers, each the twin of a demo subscription. For browser tests through the development route.
 */
export async function createFreshCustomer(
  db: Db,
  today: string,
  passwordHash: string,
  request: FreshCustomerRequest,
): Promise<FreshCustomer> {
  return db.transaction(async (tx) => {
    // Two tests asking at once get different numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(72010003)`);
    const taken = await tx.execute<{ n: string }>(
      sql`select count(*)::text as n from customers where customer_number ~ '^8[0-9]{7}$'`,
    );
    const serial = Number(rowsOf<{ n: string }>(taken)[0]?.n ?? 0);
    const customerNumber = String(FIRST_CUSTOMER_NUMBER + serial);
    const username = `testi.${customerNumber}@example.fi`;
    const accountId = await ensureAccount(tx, username, passwordHash);
    const customer = customerOf(customerNumber, request, username);
    const customerId = await ensureCustomer(tx, customer.values, ADDRESS);
    const role = request.role ?? 'OWNER';
    if (role !== 'NONE') await linkAccount(tx, accountId, customerId, role);

    const parts = request.subscriptions.flatMap((kind) => partsOf(kind, today));
    const made: Made = {
      cardId: parts.some((p) => p.card) ? await addCard(tx, today, customerId, customerNumber) : '',
      mainId: '',
    };
    const subscriptionNumbers: string[] = [];
    const subscriptionIds: string[] = [];
    const invoiceNumbers: string[] = [];
    for (const [i, part] of parts.entries()) {
      const { productCode, values } = part.template(made);
      const subscriptionNumber = String(FIRST_SUBSCRIPTION_NUMBER + serial * 10 + i);
      const id = await ensureSubscription(tx, {
        ...values,
        subscriptionNumber,
        customerId,
        productId: await productIdOf(tx, productCode),
      });
      if (!part.addOn) made.mainId = id;
      if (part.sharedRight) {
        await tx.insert(readingRights).values({
          ...householdRight(today),
          subscriptionId: id,
          activationCode: `FRESH-${subscriptionNumber}-RIGHT`,
          inviterAccountId: accountId,
        });
      }
      subscriptionNumbers.push(subscriptionNumber);
      subscriptionIds.push(id);
      if (part.openInvoice) {
        const invoiceNumber = String(FIRST_INVOICE_NUMBER + serial * 10 + invoiceNumbers.length);
        await ensureInvoice(tx, {
          ...openInvoice(today, values),
          invoiceNumber,
          customerId,
          subscriptionId: id,
        });
        invoiceNumbers.push(invoiceNumber);
      }
    }
    const firstOnCard = parts.findIndex((p) => p.card);
    if (request.refusedCharge && firstOnCard >= 0) {
      await tx.insert(cardRequests).values({
        subscriptionId: subscriptionIds[firstOnCard] ?? '',
        customerId,
        deadline: cardRequestDeadline(today),
        cardId: made.cardId,
        reason: chargeRefusalReason(request.refusedCharge),
      });
    }
    const { name, lastName } = customer;
    const second =
      request.secondCompany === true && role === 'COMPANY_ADMIN'
        ? await addSecondCompany(tx, today, accountId, serial)
        : undefined;
    return {
      ...(second && { secondCompany: second }),
      username,
      customerNumber,
      name,
      lastName,
      address: ADDRESS,
      subscriptionNumbers,
      invoiceNumbers,
    };
  });
}

/**
 * A second company of the same admin, on the next serial's numbers: the count of fresh customers
 * then skips that serial, so no later fresh customer takes them.
 */
async function addSecondCompany(tx: Db, today: string, accountId: string, serial: number) {
  const customerNumber = String(FIRST_CUSTOMER_NUMBER + serial + 1);
  const name = 'Testi Toinen Oy';
  const customerId = await ensureCustomer(
    tx,
    { customerNumber, customerType: 'COMPANY', customerKind: 'COMPANY', companyName: name },
    ADDRESS,
  );
  await linkAccount(tx, accountId, customerId, 'COMPANY_ADMIN');
  const { productCode, values } = companyDigi(today);
  const subscriptionNumber = String(FIRST_SUBSCRIPTION_NUMBER + (serial + 1) * 10);
  await ensureSubscription(tx, {
    ...values,
    subscriptionNumber,
    customerId,
    productId: await productIdOf(tx, productCode),
  });
  return { customerNumber, name, subscriptionNumber };
}
