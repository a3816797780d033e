import { helsinkiToday } from '~/domain/shared/dates';

/**
 * The one source of "now" and "today" for the server. PORTAL_NOW pins it for demos and tests;
 * a pinned clock still advances with real time from the pinned instant, so sessions expire.
 */
export interface Clock {
  now(): Date;
  /** Today's calendar date in Europe/Helsinki as yyyy-MM-dd. */
  today(): string;
}

export function createClock(pinned?: string, startedAt: number = Date.now()): Clock {
  const offset = pinned ? Date.parse(pinned) - startedAt : 0;
  if (Number.isNaN(offset)) throw new Error(`PORTAL_NOW is not a valid date: ${pinned}`);
  const now = (): Date => new Date(Date.now() + offset);
  return { now, today: () => helsinkiToday(now()) };
}

/** A clock frozen at one instant, for tests that move time by hand. */
export function createFixedClock(iso: string): Clock & { advance(ms: number): void } {
  let at = Date.parse(iso);
  return {
    now: () => new Date(at),
    today: () => helsinkiToday(new Date(at)),
    advance: (ms) => {
      at += ms;
    },
  };
}
