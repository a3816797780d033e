import { rightsCounts, rightsLabel, rightsTotal } from '~/domain/reading-rights/rights-summary';
import { giftSidesOf } from '~/domain/subscriptions/gift-sides';
import { priceNoteOf } from '../billing/retention-discounts';
import { heldModuleIds, orderableModules } from '~/domain/add-ons/orderable';
import { earliestAddOnStart } from '~/domain/add-ons/start-date';
import { type CustomerType, isOrganisation } from '~/domain/customers/enums';
import type { PaymentMethod } from '~/domain/invoices/enums';
import { paymentMethodLabel } from '~/domain/invoices/payment-method-label';
import { changeTargets } from '~/domain/product-change/change-targets';
import { formatDate } from '~/domain/shared/dates';
import { customerDisplayName } from '~/domain/shared/names';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import { externalManagerOf, subscriptionActions } from '~/domain/subscriptions/actions';
import {
  addressLine,
  changePeriodLabel,
  changeTypeLabel,
  tagLabels,
} from '~/domain/subscriptions/detail-labels';
import type {
  ChangeType,
  PeriodUnit,
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import { subscriptionKindLabel } from '~/domain/subscriptions/kind-label';
import { hasEnded } from '~/domain/subscriptions/listing';
import { subscriptionStatus } from '~/domain/subscriptions/status-label';
import type {
  PendingChange,
  SubscriptionDetails,
} from '~/domain/subscriptions/subscription-details';
import { periodPricesOf } from '~/domain/billing-period/period-prices';
import { billingPeriodBlock } from '~/domain/billing-period/period-rules';
import {
  type BillingFacts,
  billingChangeBlock,
} from '~/domain/payment-methods/billing-change-rules';
import { statusOn } from '~/domain/subscriptions/effective-status';
import type { CustomerWithAddress, OwnSubscription, RelatedFacts } from './load-subscription-facts';

type SubscriptionRow = OwnSubscription['sub'];

const stateInput = (s: SubscriptionRow) => ({
  status: s.status as SubscriptionStatus,
  subscriptionType: s.subscriptionType as SubscriptionType,
  productFormat: s.productFormat as ProductFormat,
  startDate: s.startDate,
  endDate: s.endDate,
  orderChangeInProgress: s.orderChangeInProgress,
});

/** A party's name and address as the details page shows them; `hidden` for a gift's other side. */
export function party(c: CustomerWithAddress, hidden: boolean) {
  const customer = { ...c.customer, customerType: c.customer.customerType as CustomerType };
  return {
    name: customerDisplayName(customer, { isGiftCounterpart: hidden }),
    address: addressLine(c.address, { hidden }),
  };
}

function pendingChanges(facts: RelatedFacts, hideAddress: boolean): PendingChange[] {
  const suspensions = facts.suspensions.map((s) => ({
    type: 'SUSPENSION' as const,
    startDate: s.startDate,
    endDate: s.endDate,
    address: null,
  }));
  const changes = facts.addressChanges.map((c) => ({
    type: c.changeType as ChangeType,
    startDate: c.startDate,
    endDate: c.endDate,
    address: addressLine({ ...c, streetAddress2: null }, { hidden: hideAddress }),
  }));
  return [...suspensions, ...changes]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((c) => ({
      ...c,
      typeLabel: changeTypeLabel(c.type),
      periodLabel: changePeriodLabel(c.startDate, c.endDate),
    }));
}

function readingRightsSummary(
  own: OwnSubscription,
  isCompany: boolean,
  holders: { claimed: number; pending: number },
) {
  // Company subscriptions pay per reader; a private one gets its rights from the product.
  const total = rightsTotal(isCompany ? own.sub.readerCount : null, own.product.readingRights);
  if (total <= 0) return null;
  const counts = rightsCounts(total, holders.claimed + holders.pending);
  return { ...counts, ...holders, label: rightsLabel(counts) };
}

/**
 * Whether the add-on and product-change actions have anything to offer: the same catalogue
 * rules as the add-on page and the product change page, so the details page never links to an
 * empty choice.
 */
function optionsExist(
  own: OwnSubscription,
  facts: RelatedFacts,
  isCompany: boolean,
  today: string,
) {
  const held = heldModuleIds(
    facts.modules.map((m) => m.sub),
    earliestAddOnStart(today),
  );
  return {
    hasAddOnOffers: orderableModules(facts.family, held).length > 0,
    hasChangeTargets: changeTargets(own.product, facts.family, { isCompany }).length > 0,
  };
}

/** The details answer from the loaded rows; pure apart from its inputs. */
export function toSubscriptionDetails(
  own: OwnSubscription,
  facts: RelatedFacts,
  customerIds: string[],
  today: string,
): SubscriptionDetails {
  const { sub, product } = own;
  const stored = stateInput(sub);
  const state = { ...stored, status: statusOn(stored.status, facts.suspensions, today) };
  const { viewerIsGiver, viewerIsReceiver } = giftSidesOf(sub, customerIds);
  const subscriberType = facts.subscriber.customer.customerType;
  const isCompany = isOrganisation(subscriberType);
  const rights = readingRightsSummary(own, isCompany, facts.rightHolders);
  const periodUnit = sub.periodUnit as PeriodUnit;
  const subscriber = party(facts.subscriber, viewerIsGiver);
  return {
    id: sub.id,
    subscriptionNumber: sub.subscriptionNumber,
    productName: product.name,
    familyId: product.familyId,
    familyName: product.familyName,
    productFormat: state.productFormat,
    status: state.status,
    subscriptionType: state.subscriptionType,
    ...subscriptionStatus(state, today),
    kindLabel: subscriptionKindLabel(state.subscriptionType, sub.isSample),
    startDate: sub.startDate,
    endDate: sub.endDate,
    startDateLabel: formatDate(sub.startDate),
    endDateLabel: sub.endDate === null ? 'Jatkuu toistaiseksi' : formatDate(sub.endDate),
    periodLabel: `${formatDate(sub.periodStartDate)}\u2013${formatDate(sub.periodEndDate)}`,
    priceLabel: formatPricePerPeriod(sub.priceCents, sub.periodLength, periodUnit),
    priceNote: priceNoteOf(
      facts.discounts,
      { periodLength: sub.periodLength, periodUnit },
      today,
      sub.endDate,
    ),
    payer: party(facts.payer, viewerIsReceiver),
    subscriber,
    deliveryAddress: subscriber.address,
    billingMethodLabel: paymentMethodLabel(sub.paymentMethod as PaymentMethod, facts.card),
    modules: facts.modules.map((m) => {
      const { statusLabel, badge } = subscriptionStatus(stateInput(m.sub), today);
      return {
        subscriptionNumber: m.sub.subscriptionNumber,
        productName: m.productName,
        status: stateInput(m.sub).status,
        statusLabel,
        badge,
      };
    }),
    readingRights: rights,
    pendingChanges: pendingChanges(facts, viewerIsGiver),
    orderChangeInProgress: sub.orderChangeInProgress,
    tags: sub.tags,
    tagLabels: tagLabels(sub.tags),
    actions: [
      ...subscriptionActions({
        status: state.status,
        productFormat: state.productFormat,
        ended: hasEnded(state, today),
        isCompany,
        isGiftGiver: viewerIsGiver,
        totalReadingRights: rights?.total ?? 0,
        freeReadingRights: rights?.free ?? 0,
        productCancellable: product.cancellable,
        externalManager: externalManagerOf(product.externallyManaged, sub.tags),
        hasOverdueInvoice: facts.hasOverdueInvoice,
        orderChangeInProgress: sub.orderChangeInProgress,
        ...optionsExist(own, facts, isCompany, today),
      }),
      // A company's digital readers change through the reader-count dialog (decision 0033).
      {
        action: 'READER_COUNT',
        allowed:
          isCompany &&
          sub.readerCount !== null &&
          !hasEnded(state, today) &&
          externalManagerOf(product.externallyManaged, sub.tags) === null,
      },
      ...billingActions(own, state, {
        ended: hasEnded(state, today),
        isCompany,
        isPayer: customerIds.includes(sub.payerCustomerId ?? sub.customerId),
        managedElsewhere: externalManagerOf(product.externallyManaged, sub.tags) !== null,
      }),
    ],
  };
}

/**
 * The billing changes (payment method, billing period) by the rules of their own pages. A
 * refusal carries no reason here: those pages explain it, and the details page stays quiet.
 */
function billingActions(
  own: OwnSubscription,
  state: ReturnType<typeof stateInput>,
  facts: Pick<BillingFacts, 'ended' | 'isCompany' | 'isPayer' | 'managedElsewhere'>,
): SubscriptionDetails['actions'] {
  const billing: BillingFacts = {
    ...facts,
    status: state.status,
    subscriptionType: state.subscriptionType,
    endDate: own.sub.endDate,
    periodEndDate: own.sub.periodEndDate,
    orderChangeInProgress: own.sub.orderChangeInProgress,
  };
  const offered = periodPricesOf(own.product.code);
  return [
    { action: 'PAYMENT_METHOD', allowed: billingChangeBlock(billing) === null },
    { action: 'BILLING_PERIOD', allowed: billingPeriodBlock(billing, offered) === null },
  ];
}
