import { addDays, formatDate } from '../shared/dates';

// The first issue of a company's print copies (spec §3 Company order: start date). Delivery to a
// new address needs a week's notice, as an add-on's first issue does (spec §9, add-ons/start-date),
// and the order is for the near future: at most 90 days ahead (decision 0040). Pure: the server
// passes the product's publication calendar (weekdays, holidays without a paper, exceptions).

/** The first issue is at least this many days after the order day. */
const PRINT_START_NOTICE_DAYS = 7;
/** The first issue is at most this many days after the order day. */
export const PRINT_START_MAX_DAYS_AHEAD = 90;

/** The first and the last day a print order placed today may start on. */
export interface StartWindow {
  earliest: string;
  latest: string;
}

/** The window of an order placed `today`: earliest is the first issue with a week's notice. */
export function printStartWindow(
  today: string,
  isIssueDay: (date: string) => boolean,
): StartWindow {
  const latest = addDays(today, PRINT_START_MAX_DAYS_AHEAD);
  let earliest = addDays(today, PRINT_START_NOTICE_DAYS);
  while (!isIssueDay(earliest) && earliest < latest) earliest = addDays(earliest, 1);
  return { earliest, latest };
}

/** Why `date` cannot be the first issue, in Finnish; null when it can. */
export function printStartProblem(
  date: string,
  window: StartWindow,
  isIssueDay: (date: string) => boolean,
): string | null {
  if (date < window.earliest) {
    return `Ensimmäinen lehti voidaan jakaa aikaisintaan ${formatDate(window.earliest)}.`;
  }
  if (date > window.latest) {
    return `Valitse alkamispäivä viimeistään ${formatDate(window.latest)}.`;
  }
  if (!isIssueDay(date)) {
    return `Lehti ei ilmesty ${formatDate(date)}. Valitse päivä, jona lehti ilmestyy.`;
  }
  return null;
}
