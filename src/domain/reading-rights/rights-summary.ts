// The arithmetic of a subscription's digital reading rights, in one place: the subscription
// list, its details and the reading-rights pages all count with these (decision 0031).

/** INVITED (invitation open), ACTIVE (claimed), CANCELLED (invitation withdrawn), REMOVED (taken back). */
export const READING_RIGHT_STATUSES = ['INVITED', 'ACTIVE', 'CANCELLED', 'REMOVED'] as const;
export type ReadingRightStatus = (typeof READING_RIGHT_STATUSES)[number];

/** The statuses that hold one of the subscription's rights: an open invitation and a claimed right. */
export const SHARED_STATUSES = [
  'ACTIVE',
  'INVITED',
] as const satisfies readonly ReadingRightStatus[];

export const holdsRight = (status: string): boolean =>
  (SHARED_STATUSES as readonly string[]).includes(status);

/**
 * How many rights a subscription has: a company's paid reader count when it has one, otherwise
 * what the product includes. Callers pass `readerCount` null where it does not apply.
 */
export const rightsTotal = (readerCount: number | null, productRights: number): number =>
  readerCount ?? productRights;

export interface RightsCounts {
  total: number;
  /** Open invitations plus claimed rights. */
  shared: number;
  /** Rights left to share; never below zero (a lowered reader count may leave more shared). */
  free: number;
}

export interface RightsNumbers extends RightsCounts {
  /** Open invitations (INVITED). */
  pending: number;
  /** Claimed rights (ACTIVE). */
  claimed: number;
}

/** Total, shared and free from a total and the count of shared rights. */
export function rightsCounts(total: number, shared: number): RightsCounts {
  return { total, shared, free: Math.max(total - shared, 0) };
}

/** Every number of a subscription's rights from the statuses of its rows. */
export function rightsNumbers(total: number, statuses: readonly string[]): RightsNumbers {
  const pending = statuses.filter((s) => s === 'INVITED').length;
  const claimed = statuses.filter((s) => s === 'ACTIVE').length;
  return { ...rightsCounts(total, pending + claimed), pending, claimed };
}

/** '2/3 vapaana (1 jaettu)'. */
export function rightsLabel({ total, shared }: { total: number; shared: number }): string {
  const { free } = rightsCounts(total, shared);
  return `${free}/${total} vapaana (${shared} jaettu)`;
}
