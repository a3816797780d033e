/** Who subscribes and who pays: what tells a gift's two sides apart. */
export interface GiftParties {
  isGift: boolean;
  customerId: string;
  payerCustomerId: string | null;
}

/**
 * Which side of a gift the viewer (acting for `viewerCustomerIds`) is on, spec §5/§6. The giver
 * pays and someone else subscribes: the delivery, its suspensions and address changes are the
 * receiver's business, and each sees the other only as '-'. A viewer who is both is simply the
 * customer.
 */
export function giftSidesOf(sub: GiftParties, viewerCustomerIds: readonly string[]) {
  const isSubscriber = viewerCustomerIds.includes(sub.customerId);
  const isPayer = sub.payerCustomerId !== null && viewerCustomerIds.includes(sub.payerCustomerId);
  return {
    viewerIsGiver: sub.isGift && isPayer && !isSubscriber,
    viewerIsReceiver: sub.isGift && isSubscriber && !isPayer,
  };
}

/** The viewer gave the subscription as a gift (the giver's side of giftSidesOf). */
export const isGiftGiver = (sub: GiftParties, viewerCustomerIds: readonly string[]): boolean =>
  giftSidesOf(sub, viewerCustomerIds).viewerIsGiver;
