declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one event of the analytics catalogue (spec §9) to the tag manager's data layer. */
export function pushAnalyticsEvent(entry: {
  event: string;
  eventId: number;
  eventName: string;
  [extra: string]: string | number | null;
}): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
