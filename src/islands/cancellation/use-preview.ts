import { useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { CancellationPreview } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { ensureFreshSession } from '../shared/session';
import { type FlowQuery, readFlowQuery } from './flow-url';

export type PreviewState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; query: FlowQuery; data: CancellationPreview };

export function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

export const previewPath = (q: FlowQuery) =>
  `cancellations/preview?subscription=${q.subscription}${q.addOn ? `&addOn=${q.addOn}` : ''}`;

/** The preview of ?tilaus=(&lisatilaus=), fetched fresh on every page of the flow. */
export function usePreview(): PreviewState {
  const [result, setResult] = useState<PreviewState>({ state: 'loading' });
  useEffect(() => {
    const query = readFlowQuery();
    if (query === null) {
      setResult({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    ensureFreshSession()
      .then(async (ok) => {
        if (!ok) return goToLogin();
        const data = await api.get<CancellationPreview>(previewPath(query));
        setResult({ state: 'ready', query, data });
      })
      .catch((error: unknown) => {
        if (error instanceof LoggedOutError) return goToLogin();
        setResult({ state: 'error', message: messageForError(error) });
      });
  }, []);
  return result;
}
