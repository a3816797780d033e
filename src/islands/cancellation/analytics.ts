import {
  CANCELLATION_EVENTS,
  type CancellationEventName,
} from '~/domain/cancellation/analytics-events';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one cancellation event (spec §9: 140–154) to the tag manager's data layer. */
export function pushCancellationEvent(
  name: CancellationEventName,
  extra: Record<string, string | number | null> = {},
): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'cancellation',
    eventId: CANCELLATION_EVENTS[name],
    eventName: name,
    ...extra,
  });
}
