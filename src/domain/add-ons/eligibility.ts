import type { SubscriptionStatus } from '../subscriptions/enums';

/**
 * Spec §8: add-ons go only to subscribers in Finland, Åland included. Åland addresses may carry
 * the country code AX, but their postal codes (22xxx) are Finnish ones, so they count as Finland.
 */
export function isInFinland(address: { countryCode: string; zipCode: string }): boolean {
  const country = address.countryCode.trim().toUpperCase();
  if (country === 'FI') return true;
  return country === 'AX' && /^22\d{3}$/.test(address.zipCode.trim());
}

/**
 * Why a main subscription takes no add-ons: 'cancelled' when it is cancelled, finished or past
 * its end date (spec §8 "main subscription cancelled"); 'not-running' when it is not running
 * yet or any more for another reason (pending, waiting, suspended, unknown), as the details
 * page's ADD_ON verdict says; null when an add-on may be ordered.
 */
export function mainSubscriptionBlock(
  main: { status: SubscriptionStatus; endDate: string | null },
  today: string,
): 'cancelled' | 'not-running' | null {
  if (main.status === 'CANCELLED' || main.status === 'FINISHED') return 'cancelled';
  if (main.endDate !== null && main.endDate < today) return 'cancelled';
  if (main.status === 'ACTIVE' || main.status === 'ACTIVE_ORDER_BEING_RENEWED') return null;
  return 'not-running';
}
