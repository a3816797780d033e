import type { ConsentChange } from '~/domain/consents/change-input';
import { type ConsentSlot, slotKey } from '~/domain/consents/consent-slots';
import type { ConsentView } from '~/domain/consents/consent-views';
import type { ChoosableValue } from '~/domain/consents/enums';

/** The form's value of one radio group: a choice, or '' while none is made. */
export type FormChoice = ChoosableValue | '';
export type ConsentFormValues = Record<string, FormChoice>;

/** A slot's form field name: its key without the slashes react-hook-form would not mind either. */
export const fieldName = (s: ConsentSlot): string => slotKey(s).replaceAll('/', '__');

export function formValuesOf(consents: readonly ConsentView[]): ConsentFormValues {
  return Object.fromEntries(
    consents.map((c) => [fieldName(c), c.value === 'EMPTY' ? '' : c.value]),
  );
}

/**
 * The changes to send: the choices that differ from what is stored, or with `all` (the review
 * after a merge) every choice made.
 */
export function changesOf(
  consents: readonly ConsentView[],
  values: ConsentFormValues,
  all: boolean,
): ConsentChange[] {
  return consents.flatMap((c) => {
    const value = values[fieldName(c)] ?? '';
    if (value === '' || (!all && value === c.value)) return [];
    return [{ kind: c.kind, channel: c.channel, brand: c.brand, value }];
  });
}
