import { helsinkiToday } from '~/domain/shared/dates';

/**
 * The day (yyyy-MM-dd, Europe/Helsinki) the pages are built for: it picks the running campaign,
 * the current notices and the footer's year. Today, unless the portal's clock is pinned
 * (PORTAL_NOW, development and tests only): then the built pages agree with the server's clock,
 * so a test build shows the same notices and links on any day it runs (issue 34 item 7).
 */
export function buildDay(): string {
  const pinned = process.env.PORTAL_NOW;
  return helsinkiToday(pinned ? new Date(pinned) : new Date());
}
