import { describe, expect, it } from 'vitest';
import { surveyPayload } from '~/domain/cancellation/survey-payload';
import { CANCELLATION_EVENTS } from '~/domain/cancellation/analytics-events';
import { REASON_LABELS } from '~/domain/cancellation/reason-labels';
import { cancellationReasonSchema } from '~/domain/cancellation/enums';
import {
  type OfferContext,
  discountedCents,
  retentionOffersFor,
} from '~/domain/cancellation/retention-offers';
import { isVideoServiceModule } from '~/domain/cancellation/video-services';

const ctx: OfferContext = {
  familyId: 'paivan-sanomat',
  productFormat: 'PAPER_AND_DIGI',
  subscriptionType: 'RECURRING',
  priceCents: 3990,
  periodLength: 1,
  periodUnit: 'MONTHS',
  familyProducts: [
    {
      code: 'PS-7PV',
      name: 'Päivän Sanomat 7 pv',
      productFormat: 'PAPER_AND_DIGI',
      isModule: false,
    },
    { code: 'PS-DIGI', name: 'Päivän Sanomat Digi', productFormat: 'DIGI', isModule: false },
  ],
  orderChangeInProgress: false,
  canSuspend: true,
};

describe('retention offers', () => {
  it('offers the family its configured offers in order', () => {
    const offers = retentionOffersFor(ctx);
    expect(offers.map((o) => o.id)).toEqual(['ps-alennus-50-3', 'ps-digiin', 'ps-keskeytys']);
    expect(offers[0]?.description).toContain('seuraavat 3 kuukautta');
    expect(offers[0]?.description).toContain('19,95');
  });

  it('leaves out what does not fit', () => {
    const digi = retentionOffersFor({ ...ctx, productFormat: 'DIGI', canSuspend: false });
    expect(digi.map((o) => o.kind)).toEqual(['DISCOUNT']);
    const fixed = retentionOffersFor({ ...ctx, subscriptionType: 'FIXED_TERM' });
    expect(fixed.map((o) => o.kind)).toEqual(['SWITCH_TO_DIGITAL', 'SUSPEND']);
    // Every offer changes the subscription: none while a product change waits (issue 20 item 3).
    expect(retentionOffersFor({ ...ctx, orderChangeInProgress: true })).toEqual([]);
    expect(retentionOffersFor({ ...ctx, familyId: 'tuntematon' })).toEqual([]);
  });

  it('rounds the discounted price to whole cents', () => {
    expect(discountedCents(3990, 50)).toBe(1995);
    expect(discountedCents(2499, 30)).toBe(1749);
  });
});

describe('survey and labels', () => {
  it('has a Finnish label for every reason', () => {
    for (const r of cancellationReasonSchema.options) expect(REASON_LABELS[r]).toBeTruthy();
  });

  it('sends no answer as null and drops empty text', () => {
    expect(surveyPayload({ reason: '', reasonText: '  ' })).toEqual({ reason: null });
    expect(surveyPayload({ reason: 'OTHER_REASON', reasonText: ' Muutan ' })).toEqual({
      reason: 'OTHER_REASON',
      reasonText: 'Muutan',
    });
  });

  it('numbers the analytics events 140–154, each once', () => {
    const ids = Object.values(CANCELLATION_EVENTS).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 15 }, (_, i) => 140 + i));
  });

  it('knows the video-service modules', () => {
    expect(isVideoServiceModule({ code: 'PS-RUUTU-PLUS', externallyManaged: null })).toBe(true);
    expect(isVideoServiceModule({ code: 'X', externallyManaged: 'Supla' })).toBe(true);
    expect(isVideoServiceModule({ code: 'PS-SUDOKU', externallyManaged: null })).toBe(false);
  });
});
