import {
  CANCELLATION_EVENTS,
  type CancellationEventName,
} from '~/domain/cancellation/analytics-events';
import { pushAnalyticsEvent } from '../shared/analytics';

/** Pushes one cancellation event (spec §9: 140–154) to the tag manager's data layer. */
export function pushCancellationEvent(
  name: CancellationEventName,
  extra: Record<string, string | number | null> = {},
): void {
  pushAnalyticsEvent({
    event: 'cancellation',
    eventId: CANCELLATION_EVENTS[name],
    eventName: name,
    ...extra,
  });
}
