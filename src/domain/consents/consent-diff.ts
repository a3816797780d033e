import { type ConsentSlot, slotKey } from './consent-slots';
import type { ChoosableValue, ConsentValue } from './enums';

export interface ConsentDifference extends ConsentSlot {
  from: ConsentValue;
  to: ChoosableValue;
}

/**
 * What a request really changes: each wanted value against the stored one (a missing slot reads
 * EMPTY). `confirm` keeps the unchanged ones too, as confirmed again.
 */
export function consentDifferences(
  stored: ReadonlyMap<string, ConsentValue>,
  wanted: readonly (ConsentSlot & { value: ChoosableValue })[],
  confirm = false,
): ConsentDifference[] {
  return wanted
    .map(({ value, ...slot }) => ({
      ...slot,
      from: stored.get(slotKey(slot)) ?? 'EMPTY',
      to: value,
    }))
    .filter((d) => confirm || d.from !== d.to);
}
