import type { CardsOverview } from '~/domain/cards/card-views';
import { useApiQuery } from '../shared/use-api-query';
import { CARDS_LOAD_FAILED, cardErrorMessage } from './card-errors';

export type CardsLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: CardsOverview };

/**
 * GET /cards for a card screen; logged out goes to the login and back. A card saved on the page
 * refreshes the 'cards' key (refreshKeys in islands/shared/query.ts) and this loads it again.
 */
export function useCards(): CardsLoad {
  const query = useApiQuery<CardsOverview>('cards');
  if (query.state !== 'error') return query;
  return { state: 'error', message: cardErrorMessage(query.error, CARDS_LOAD_FAILED) };
}
