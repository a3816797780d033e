import { describe, expect, it } from 'vitest';
import {
  type ActionFacts,
  EXTERNAL_REASONS,
  REASONS,
  addOnAction,
  addOnVerdict,
  addressChangeAction,
  addressChangeVerdict,
  cancelVerdict,
  companyRequestAction,
  companyRequestVerdict,
  externalManagerOf,
  productChangeVerdict,
  shareVerdict,
  subscriptionActionSchema,
  subscriptionActions,
  suspendAction,
  suspendVerdict,
} from '~/domain/subscriptions/actions';

// A running private paper + digi subscription with free rights: everything is allowed.
const facts = (overrides: Partial<ActionFacts> = {}): ActionFacts => ({
  status: 'ACTIVE',
  productFormat: 'PAPER_AND_DIGI',
  ended: false,
  isCompany: false,
  isGiftGiver: false,
  totalReadingRights: 3,
  freeReadingRights: 2,
  productCancellable: true,
  externalManager: null,
  hasOverdueInvoice: false,
  orderChangeInProgress: false,
  hasAddOnOffers: true,
  hasChangeTargets: true,
  ...overrides,
});

describe('subscriptionActions', () => {
  it('allows every private action on a running subscription, no company request', () => {
    const verdicts = subscriptionActions(facts());
    expect(verdicts.map((v) => v.action)).toEqual(subscriptionActionSchema.options);
    expect(verdicts.filter((v) => !v.allowed)).toEqual([
      { action: 'COMPANY_REQUEST', allowed: false },
    ]);
  });

  it('refuses everything with one reason when Ruutu, Supla or an app store manages it', () => {
    const verdicts = subscriptionActions(facts({ externalManager: 'RUUTU' }));
    expect(verdicts.every((v) => !v.allowed)).toBe(true);
    expect(new Set(verdicts.map((v) => v.reason))).toEqual(
      new Set(['Tätä tilausta hallitaan Ruudun omassa asiointipalvelussa.']),
    );
    expect(subscriptionActions(facts({ externalManager: 'APP_STORE' }))[0]?.reason).toMatch(
      /sovelluskaupassa/,
    );
  });
});

describe('SUSPEND', () => {
  it('only paper subscriptions can be suspended', () => {
    expect(suspendVerdict(facts({ productFormat: 'PAPER' })).allowed).toBe(true);
    expect(suspendVerdict(facts({ productFormat: 'DIGI' }))).toEqual({
      action: 'SUSPEND',
      allowed: false,
    });
  });

  it('not by the gift giver on the receiver’s behalf', () => {
    expect(suspendVerdict(facts({ isGiftGiver: true })).reason).toBe(REASONS.gift);
  });

  it('not once ended', () => {
    expect(suspendVerdict(facts({ status: 'FINISHED', ended: true })).allowed).toBe(false);
  });

  it('company subscriptions go through a processing request', () => {
    expect(suspendVerdict(facts({ isCompany: true })).reason).toBe(REASONS.company);
  });
});

describe('ADDRESS_CHANGE', () => {
  it('allowed while running, also when cancelled to the period end', () => {
    expect(addressChangeVerdict(facts()).allowed).toBe(true);
    expect(addressChangeVerdict(facts({ status: 'CANCELLED' })).allowed).toBe(true);
  });

  it('not once ended, not by the gift giver, not directly on a company subscription', () => {
    expect(addressChangeVerdict(facts({ status: 'FINISHED', ended: true })).allowed).toBe(false);
    expect(addressChangeVerdict(facts({ isGiftGiver: true })).reason).toBe(REASONS.gift);
    expect(addressChangeVerdict(facts({ isCompany: true })).reason).toBe(REASONS.company);
  });

  it('not for a digital-only subscription: there is no delivery to move (issue 20 item 12)', () => {
    expect(addressChangeVerdict(facts({ productFormat: 'DIGI' })).allowed).toBe(false);
    expect(addressChangeVerdict(facts({ productFormat: 'PAPER_AND_DIGI' })).allowed).toBe(true);
  });
});

describe('SHARE_READING_RIGHTS', () => {
  it('a digital subscription with a free right can share', () => {
    expect(shareVerdict(facts({ productFormat: 'DIGI' })).allowed).toBe(true);
  });

  it('does not apply to paper only or to a product without rights', () => {
    expect(shareVerdict(facts({ productFormat: 'PAPER' }))).toEqual({
      action: 'SHARE_READING_RIGHTS',
      allowed: false,
    });
    expect(shareVerdict(facts({ totalReadingRights: 0, freeReadingRights: 0 })).reason).toBe(
      undefined,
    );
  });

  it('a suspended subscription cannot share (spec §4)', () => {
    expect(shareVerdict(facts({ status: 'SUSPENDED' })).reason).toBe(
      'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
    );
  });

  it('all rights in use', () => {
    expect(shareVerdict(facts({ freeReadingRights: 0 })).reason).toBe(REASONS.noFreeRights);
  });

  it('company subscriptions share with employees', () => {
    expect(shareVerdict(facts({ isCompany: true, productFormat: 'DIGI' })).allowed).toBe(true);
  });
});

describe('ADD_ON', () => {
  it('active main subscriptions only', () => {
    expect(addOnVerdict(facts()).allowed).toBe(true);
    expect(addOnVerdict(facts({ status: 'PENDING' })).allowed).toBe(false);
    expect(addOnVerdict(facts({ status: 'FINISHED', ended: true })).allowed).toBe(false);
  });

  it('not to a cancelled main subscription (spec §8)', () => {
    expect(addOnVerdict(facts({ status: 'CANCELLED' })).reason).toBe(REASONS.cancelledAddOn);
  });

  it('does not apply when no add-on can be ordered (none in the family, or all running)', () => {
    expect(addOnVerdict(facts({ hasAddOnOffers: false }))).toEqual({
      action: 'ADD_ON',
      allowed: false,
    });
  });

  it('still says why when the subscription itself refuses add-ons, offers or not', () => {
    const cancelled = facts({ status: 'CANCELLED', hasAddOnOffers: false });
    expect(addOnVerdict(cancelled).reason).toBe(REASONS.cancelledAddOn);
    const company = facts({ isCompany: true, hasAddOnOffers: false });
    expect(addOnVerdict(company).reason).toBe(REASONS.company);
  });

  it('addOnAction gives the same verdict as the full list, external managers included', () => {
    for (const f of [
      facts(),
      facts({ hasAddOnOffers: false }),
      facts({ status: 'CANCELLED' }),
      facts({ externalManager: 'SUPLA' }),
      facts({ externalManager: 'APP_STORE', hasAddOnOffers: false }),
    ]) {
      const full = subscriptionActions(f).find((v) => v.action === 'ADD_ON');
      expect(addOnAction(f)).toEqual(full);
    }
    expect(addOnAction(facts({ externalManager: 'SUPLA' })).reason).toBe(EXTERNAL_REASONS.SUPLA);
  });
});

describe('PRODUCT_CHANGE', () => {
  it('active, not company', () => {
    expect(productChangeVerdict(facts()).allowed).toBe(true);
    expect(productChangeVerdict(facts({ isCompany: true })).reason).toBe(REASONS.company);
    expect(productChangeVerdict(facts({ status: 'CANCELLED' })).reason).toBe(
      REASONS.cancelledProductChange,
    );
  });

  it('does not apply when the family has no other product to change to', () => {
    expect(productChangeVerdict(facts({ hasChangeTargets: false }))).toEqual({
      action: 'PRODUCT_CHANGE',
      allowed: false,
    });
    expect(productChangeVerdict(facts({ hasChangeTargets: false, isCompany: true })).reason).toBe(
      REASONS.company,
    );
  });

  it('waits while an order change is being processed', () => {
    expect(productChangeVerdict(facts({ orderChangeInProgress: true })).reason).toBe(
      REASONS.changeInProgress,
    );
  });
});

describe('CANCEL', () => {
  it('allowed on a running cancellable subscription', () => {
    expect(cancelVerdict(facts())).toEqual({ action: 'CANCEL', allowed: true });
  });

  it('not when the product does not allow it', () => {
    expect(cancelVerdict(facts({ productCancellable: false })).reason).toBe(REASONS.notCancellable);
  });

  it('not when already cancelled', () => {
    expect(cancelVerdict(facts({ status: 'CANCELLED' })).reason).toBe('Tilaus on jo lopetettu.');
  });

  it('not with an overdue invoice', () => {
    expect(cancelVerdict(facts({ hasOverdueInvoice: true })).reason).toBe(REASONS.overdueInvoice);
  });

  it('not once ended, which wins over an overdue invoice', () => {
    expect(
      cancelVerdict(facts({ status: 'FINISHED', ended: true, hasOverdueInvoice: true })).reason,
    ).toBe(REASONS.ended);
  });

  it('not while the order is being renewed', () => {
    expect(cancelVerdict(facts({ status: 'ACTIVE_ORDER_BEING_RENEWED' })).reason).toBe(
      REASONS.renewing,
    );
  });

  it('a company subscription is ended through a processing request', () => {
    expect(cancelVerdict(facts({ isCompany: true })).reason).toBe(REASONS.company);
  });
});

describe('COMPANY_REQUEST', () => {
  it('for running company subscriptions only', () => {
    expect(companyRequestVerdict(facts({ isCompany: true })).allowed).toBe(true);
    expect(companyRequestVerdict(facts()).allowed).toBe(false);
    expect(companyRequestVerdict(facts({ isCompany: true, ended: true })).allowed).toBe(false);
  });
});

describe('externalManagerOf', () => {
  it('reads Ruutu and Supla from the product and in-app purchases from the tags', () => {
    expect(externalManagerOf('Ruutu', [])).toBe('RUUTU');
    expect(externalManagerOf('SUPLA', [])).toBe('SUPLA');
    expect(externalManagerOf(null, ['GOOGLE_IN_APP'])).toBe('APP_STORE');
    expect(externalManagerOf('muu', [])).toBe('OTHER');
    expect(externalManagerOf(null, ['ADDRESS_CHANGE'])).toBe(null);
    expect(externalManagerOf('  ', [])).toBe(null);
  });
});

describe('a product change being processed (issue 20 item 3)', () => {
  it('holds every other change, with the reason, but not cancelling or sharing', () => {
    const changing = subscriptionActions(
      facts({ orderChangeInProgress: true, hasAddOnOffers: true, freeReadingRights: 1 }),
    );
    const verdict = (a: string) => changing.find((v) => v.action === a);
    for (const action of ['SUSPEND', 'ADDRESS_CHANGE', 'ADD_ON', 'PRODUCT_CHANGE']) {
      expect(verdict(action)).toEqual({
        action,
        allowed: false,
        reason: REASONS.changeInProgress,
      });
    }
    expect(verdict('CANCEL')?.allowed).toBe(true);
  });
});

describe('one action as subscriptionActions gives it, from its own facts', () => {
  const verdictOf = (f: ActionFacts, action: string) =>
    subscriptionActions(f).find((v) => v.action === action);
  const cases: Partial<ActionFacts>[] = [
    {},
    { externalManager: 'RUUTU' },
    { externalManager: 'APP_STORE' },
    { isCompany: true },
    { isGiftGiver: true },
    { ended: true },
    { productFormat: 'DIGI' },
    { orderChangeInProgress: true },
    { isCompany: true, ended: true },
  ];

  it('suspendAction, addressChangeAction and companyRequestAction agree with the full list', () => {
    for (const overrides of cases) {
      const f = facts(overrides);
      expect(suspendAction(f)).toEqual(verdictOf(f, 'SUSPEND'));
      expect(addressChangeAction(f)).toEqual(verdictOf(f, 'ADDRESS_CHANGE'));
      expect(companyRequestAction(f)).toEqual(verdictOf(f, 'COMPANY_REQUEST'));
    }
  });
});
