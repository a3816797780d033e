import { useEffect, useState } from 'react';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import { QUANTITY_WORDS } from '~/domain/company-order/order-texts';
import type { CompanyOrderQuote } from '~/domain/company-order/order-views';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { companyOrderPaths } from '../shared/api-paths';

type Answer =
  { kind: 'ready'; quote: CompanyOrderQuote } | { kind: 'offer-not-found' } | { kind: 'failed' };

export type QuoteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'over-max' } | Answer;

/**
 * The price of `quantity` readers or copies from the quote route (anonymous), a moment after
 * typing stops; for print also the window of the first issue.
 */
export function useQuote(offer: CompanyOffer, quantity: number): QuoteState {
  const { field, max } = QUANTITY_WORDS[offer.kind];
  const askable = Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
  const [answer, setAnswer] = useState<{ quantity: number; answer: Answer } | null>(null);
  useEffect(() => {
    if (!askable) return;
    let current = true;
    const timer = window.setTimeout(() => {
      api
        .get<CompanyOrderQuote>(companyOrderPaths.quote(offer.slug, field, quantity), {
          authenticated: false,
        })
        .then((quote) => current && setAnswer({ quantity, answer: { kind: 'ready', quote } }))
        .catch((err: unknown) => {
          if (!current) return;
          const notFound = err instanceof ApiError && err.status === 404;
          setAnswer({ quantity, answer: { kind: notFound ? 'offer-not-found' : 'failed' } });
        });
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [offer.slug, field, quantity, askable]);
  if (Number.isInteger(quantity) && quantity > max) return { kind: 'over-max' };
  if (!askable) return { kind: 'none' };
  return answer?.quantity === quantity ? answer.answer : { kind: 'loading' };
}
