import { parse } from 'yaml';
import { type BenefitRedemption, benefitRedemptionsSchema } from '~/domain/benefits/benefit-code';
// The content file is the one source: editors change it like any other content (docs/content.md),
// and the build bundles it into the server only (never into a page).
import redemptionsYaml from '~/content/benefit-redemptions.yaml?raw';

let parsed: Record<string, BenefitRedemption> | undefined;

/** How a benefit is used, by its id ('category/benefit'); undefined for an unknown benefit. */
export function benefitRedemption(id: string): BenefitRedemption | undefined {
  parsed ??= benefitRedemptionsSchema.parse(parse(redemptionsYaml));
  return Object.hasOwn(parsed, id) ? parsed[id] : undefined;
}
