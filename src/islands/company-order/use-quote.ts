import { useEffect, useState } from 'react';
import type { CompanyOrderQuote } from '~/domain/company-order/order-views';
import { MAX_SELF_SERVICE_READERS } from '~/domain/reader-count/reader-tiers';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { companyOrderPaths } from '../shared/api-paths';

type Answer =
  { kind: 'ready'; quote: CompanyOrderQuote } | { kind: 'offer-not-found' } | { kind: 'failed' };

export type QuoteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'over-max' } | Answer;

const askable = (readers: number) =>
  Number.isInteger(readers) && readers >= 1 && readers <= MAX_SELF_SERVICE_READERS;

/** The price of `readers` readers from the quote route (anonymous), a moment after typing stops. */
export function useQuote(slug: string, readers: number): QuoteState {
  const [answer, setAnswer] = useState<{ readers: number; answer: Answer } | null>(null);
  useEffect(() => {
    if (!askable(readers)) return;
    let current = true;
    const timer = window.setTimeout(() => {
      api
        .get<CompanyOrderQuote>(companyOrderPaths.quote(slug, readers), { authenticated: false })
        .then((quote) => current && setAnswer({ readers, answer: { kind: 'ready', quote } }))
        .catch((err: unknown) => {
          if (!current) return;
          const notFound = err instanceof ApiError && err.status === 404;
          setAnswer({ readers, answer: { kind: notFound ? 'offer-not-found' : 'failed' } });
        });
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [slug, readers]);
  if (Number.isInteger(readers) && readers > MAX_SELF_SERVICE_READERS) return { kind: 'over-max' };
  if (!askable(readers)) return { kind: 'none' };
  return answer?.readers === readers ? answer.answer : { kind: 'loading' };
}
