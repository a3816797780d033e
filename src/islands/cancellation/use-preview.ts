import { useMemo } from 'react';
import type { CancellationPreview } from '~/domain/cancellation/cancellation-views';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { type FlowQuery, readFlowQuery } from './flow-url';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

export type PreviewState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; query: FlowQuery; data: CancellationPreview };

const previewPath = (q: FlowQuery) =>
  subscriptionPaths.cancellationPreview(q.subscription, q.addOn);

/** The preview of ?tilaus=(&lisatilaus=), loaded on every page of the flow (one page load each). */
export function usePreview(): PreviewState {
  // undefined: not read yet (the pages are prerendered); null: the address names no subscription.
  const search = useAddressSearch();
  const query = useMemo(() => (search === null ? undefined : readFlowQuery()), [search]);
  const load = useApiQuery<CancellationPreview>(query ? previewPath(query) : null);
  if (query === null) return { state: 'error', message: SUBSCRIPTION_NOT_FOUND };
  if (load.state === 'error') return { state: 'error', message: messageForError(load.error) };
  if (load.state === 'loading' || !query) return { state: 'loading' };
  return { state: 'ready', query, data: load.data };
}
