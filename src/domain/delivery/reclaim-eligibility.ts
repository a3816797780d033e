import type { ExternalManager } from '../subscriptions/actions';
import type { ProductFormat } from '../subscriptions/enums';

// Who may report a delivery trouble of a subscription at all (spec §6, §8
// not-allowed-reclamation-for-subscription), before any date is looked at.

export interface ReclaimEligibilityFacts {
  productFormat: ProductFormat;
  isCompany: boolean;
  /** The reporter gave the subscription as a gift: the delivery is the receiver's business. */
  isGiftGiver: boolean;
  externalManager: ExternalManager | null;
}

export type ReclaimBlock = 'DIGITAL_ONLY' | 'COMPANY' | 'GIFT_GIVER' | 'EXTERNAL';

export const RECLAIM_BLOCK_REASONS: Readonly<Record<ReclaimBlock, string>> = {
  DIGITAL_ONLY:
    'Digitilaukseen ei kuulu paperilehden jakelua, joten siitä ei voi tehdä jakeluhäiriöilmoitusta.',
  COMPANY: 'Yritystilauksen jakeluhäiriöstä ilmoitetaan käsittelypyynnöllä asiakaspalveluun.',
  GIFT_GIVER: 'Lahjatilauksen jakeluhäiriöstä voi ilmoittaa vain lahjan saaja.',
  EXTERNAL:
    'Tätä tilausta hallitaan toisessa palvelussa, joten sen jakeluhäiriöstä ei voi ilmoittaa täällä.',
};

export const hasPaper = (format: ProductFormat): boolean =>
  format === 'PAPER' || format === 'PAPER_AND_DIGI';

/** Null: the reporter may report; otherwise why not (answered as not-allowed-reclamation). */
export function reclaimBlock(f: ReclaimEligibilityFacts): ReclaimBlock | null {
  if (f.externalManager !== null) return 'EXTERNAL';
  if (!hasPaper(f.productFormat)) return 'DIGITAL_ONLY';
  if (f.isCompany) return 'COMPANY';
  if (f.isGiftGiver) return 'GIFT_GIVER';
  return null;
}
