import { MAX_SELF_SERVICE_READERS } from './reader-tiers';

// Spec §4, §5, §9: what a company admin may ask for through self-service.

/** Why a count cannot be ordered: error keys whose Finnish lines are in error-messages.ts. */
export type ReaderCountRefusal =
  | 'reader-count-over-max'
  | 'reader-count-below-shared'
  | 'reader-count-change-pending'
  | 'reader-count-unchanged';

export interface ReaderCountFacts {
  currentReaders: number;
  /** Rights shared now: ACTIVE and INVITED reading rights. */
  sharedRights: number;
  changePending: boolean;
}

/** The counts the admin may choose: from the shared rights (at least 1) up to 50. */
export function allowedReaderRange(f: Pick<ReaderCountFacts, 'sharedRights'>): {
  min: number;
  max: number;
} {
  return { min: Math.max(1, f.sharedRights), max: MAX_SELF_SERVICE_READERS };
}

/** Null when `readers` may be ordered, else why not (most blocking first). */
export function readerCountRefusal(
  f: ReaderCountFacts,
  readers: number,
): ReaderCountRefusal | null {
  if (f.changePending) return 'reader-count-change-pending';
  if (readers > MAX_SELF_SERVICE_READERS) return 'reader-count-over-max';
  if (readers < f.sharedRights) return 'reader-count-below-shared';
  if (readers === f.currentReaders) return 'reader-count-unchanged';
  return null;
}
