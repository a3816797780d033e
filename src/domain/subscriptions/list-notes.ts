import { EXTERNAL_REASONS, type ExternalManager } from './actions';
import { tagLabels } from './detail-labels';

const GIFT_NOTE = 'Lahjatilaus';

/**
 * The short notes of a subscription card (issue 4, spec §3 tags and §6): a gift, an upcoming or
 * current address change, an in-app purchase, and for a subscription managed elsewhere (Ruutu,
 * Supla, an app store) where it is managed, in the same sentence the details page gives as the
 * reason why nothing can be changed here.
 */
export function subscriptionNotes(f: {
  isGift: boolean;
  tags: readonly string[];
  externalManager: ExternalManager | null;
}): string[] {
  return [
    ...(f.isGift ? [GIFT_NOTE] : []),
    ...tagLabels(f.tags),
    ...(f.externalManager === null ? [] : [EXTERNAL_REASONS[f.externalManager]]),
  ];
}
