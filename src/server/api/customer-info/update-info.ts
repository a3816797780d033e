import { eq } from 'drizzle-orm';
import type { CustomerInfoPatch } from '~/domain/customer-info/info-input';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { yearOfBirthRangeMessage } from '~/domain/validation/messages';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { companies, customers } from '../../db/schema/customers';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { fieldError } from '../../http/field-error';
import { infoChanges } from './info-changes';
import { infoUpdatedEmail } from './info-email';
import {
  companyDetailsNotAllowed,
  customerNotFound,
  personalDetailsNotAllowed,
} from './info-errors';
import { toCustomerInfo } from './info-mapper';
import { editableParts } from './info-permissions';
import { lockCustomer, ownCustomerId, readCustomer } from './own-customer';
import { configuredYearRange } from './year-range';

/**
 * PATCH /customer/info (spec §7): the session's own customer's names, year of birth and phone,
 * or a company admin's company details. One transaction with its audit row and confirmation
 * e-mail; a refusal writes nothing, and a repeat of the stored values writes nothing either.
 */
export async function updateInfo(
  deps: AppDeps,
  auth: AuthContext,
  input: CustomerInfoPatch,
): Promise<CustomerInfo> {
  const range = configuredYearRange(deps);
  const year = input.yearOfBirth;
  if (year !== undefined && (year < range.min || year > range.max)) {
    throw fieldError('yearOfBirth', yearOfBirthRangeMessage(range.min, range.max));
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const customerId = await ownCustomerId(tx, auth);
    if (!customerId) throw customerNotFound();
    await lockCustomer(tx, customerId);
    const own = await readCustomer(tx, customerId);
    const editable = editableParts(own, auth);
    const personal = [input.firstName, input.lastName, input.yearOfBirth];
    if (!editable.personalDetails && personal.some((v) => v !== undefined)) {
      throw personalDetailsNotAllowed();
    }
    if (input.company !== undefined && !editable.companyDetails) throw companyDetailsNotAllowed();

    const changes = infoChanges(input, own.customer, own.company);
    if (changes.fields.length === 0) return toCustomerInfo(own, auth, range);
    // The customer's own copy of the company name is what subscriptions and invoices show.
    const customerColumns =
      changes.company.name === undefined
        ? changes.customer
        : { ...changes.customer, companyName: changes.company.name };
    if (Object.keys(customerColumns).length > 0) {
      await tx.update(customers).set(customerColumns).where(eq(customers.id, customerId));
    }
    if (Object.keys(changes.company).length > 0) {
      await tx.update(companies).set(changes.company).where(eq(companies.customerId, customerId));
    }
    await audit(tx, {
      accountId: auth.accountId,
      customerId,
      action: 'CUSTOMER_INFO_UPDATED',
      entity: input.company === undefined ? 'customer' : 'company',
      entityId: customerId,
      details: { fields: changes.fields },
      at: now,
    });
    await queueEmail(
      tx,
      infoUpdatedEmail({
        to: auth.username,
        fields: changes.fields,
        siteOrigin: siteOrigin(deps.env),
      }),
      now,
    );
    return toCustomerInfo(await readCustomer(tx, customerId), auth, range);
  });
}
