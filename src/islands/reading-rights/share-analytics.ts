import { pushAnalyticsEvent } from '../shared/analytics';

/** Pushes an analytics event of spec §9 (93: reading right shared) to the data layer. */
export function pushReadingRightEvent(eventId: number): void {
  pushAnalyticsEvent({ event: 'reading-right', eventId, eventName: 'share-success' });
}
