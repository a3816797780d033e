// The logged-in flow's pages and their query (spec §2: tilaus and lisatilaus).

export interface FlowQuery {
  subscription: string;
  addOn: string | null;
}

const NUMBER = /^\d{7,8}$/;

/** The query of this page; null when tilaus (or a given lisatilaus) is not a number. */
export function readFlowQuery(): FlowQuery | null {
  const q = new URLSearchParams(window.location.search);
  const subscription = q.get('tilaus') ?? '';
  const addOn = q.get('lisatilaus');
  if (!NUMBER.test(subscription) || (addOn !== null && !NUMBER.test(addOn))) return null;
  return { subscription, addOn };
}

function url(path: string, q: FlowQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ tilaus: q.subscription });
  if (q.addOn !== null) params.set('lisatilaus', q.addOn);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `${path}?${params.toString()}`;
}

const thinkAgainUrl = (q: FlowQuery) =>
  url(q.addOn === null ? '/tilaukset/mieti-viela' : '/tilaukset/mieti-viela-lisatilaus', q);
export const summaryUrl = (q: FlowQuery) =>
  url(q.addOn === null ? '/tilaukset/peruuta-tilaus' : '/tilaukset/peruuta-lisatilaus', q);
export const reasonUrl = (q: FlowQuery) => url('/tilaukset/peruutuksen-syy', q);
export const doneUrl = (q: FlowQuery) => url('/tilaukset/tilaus-peruttu', q);
export const failedUrl = (q: FlowQuery, errorKey: string | undefined) =>
  url('/tilaukset/peruuttaminen-epaonnistui', q, errorKey ? { syy: errorKey } : {});
export const detailsUrl = (n: string) => `/tilaukset/tiedot?tilaus=${n}`;
export const addOnFlowUrl = (main: string, addOn: string) =>
  thinkAgainUrl({ subscription: main, addOn });
