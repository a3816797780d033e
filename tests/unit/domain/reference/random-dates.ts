/** A small seeded generator (mulberry32), so that a failing date is found again on the next run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 'yyyy-MM-dd' of a UTC day count from 1970-01-01 (years 1000-9999 only). */
export const isoOfDay = (day: number): string =>
  new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to` inclusive, 'yyyy-MM-dd'. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** `count` random valid and invalid 'yyyy-MM-dd'-shaped strings over the years 1-9999. */
export function randomDateStrings(random: () => number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const year =
      random() < 0.7 ? 1900 + Math.floor(random() * 200) : 1 + Math.floor(random() * 9999);
    // Months 0-13 and days 0-32 include invalid ones on purpose.
    out.push(
      `${pad(year, 4)}-${pad(Math.floor(random() * 14), 2)}-${pad(Math.floor(random() * 33), 2)}`,
    );
  }
  return out;
}
