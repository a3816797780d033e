declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an analytics event of spec §9 (93: reading right shared) to the data layer. */
export function pushReadingRightEvent(eventId: number): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'reading-right', eventId, eventName: 'share-success' });
}
