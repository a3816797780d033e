import {
  ADD_ON_END_RULE_TEXT,
  ADD_ON_START_RULE_TEXT,
  type AddOnOffers,
} from '~/domain/add-ons/offers';
import { orderableModules } from '~/domain/add-ons/orderable';
import type { AppDeps, AuthContext } from '../../app-context';
import { addOnStartFor } from './add-on-start';
import { ownRunningMain } from './check-main';
import { familyModules, runningModuleProductIds } from './load-main-subscription';
import { offerOf } from './offer-of';

/** GET /subscriptions/{n}/add-ons: the family's modules not already running on the subscription. */
export async function listOffers(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<AddOnOffers> {
  const today = clock.today();
  const own = await ownRunningMain(db, auth.customerIds, subscriptionNumber, today);
  const startDate = await addOnStartFor(db, own.sub, today);
  const [modules, running] = await Promise.all([
    familyModules(db, own.product.familyId),
    runningModuleProductIds(db, own.sub.id, startDate),
  ]);
  return {
    subscriptionNumber: own.sub.subscriptionNumber,
    productName: own.product.name,
    offers: orderableModules(modules, running).map((p) => offerOf(p, startDate)),
    startRuleText: ADD_ON_START_RULE_TEXT,
    endRuleText: ADD_ON_END_RULE_TEXT,
  };
}
