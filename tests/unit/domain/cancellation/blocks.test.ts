import { describe, expect, it } from 'vitest';
import {
  addOnCancellableFrom,
  addOnCancellationBlock,
  type AddOnFacts,
  mainCancellationBlock,
} from '~/domain/cancellation/blocks';
import {
  type ActionFacts,
  type ExternalManager,
  subscriptionActions,
} from '~/domain/subscriptions/actions';
import type { SubscriptionStatus } from '~/domain/subscriptions/enums';

const base: ActionFacts = {
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
};

const statuses: SubscriptionStatus[] = [
  'PENDING',
  'ACTIVE',
  'SUSPENDED',
  'FINISHED',
  'UNKNOWN',
  'ACTIVE_ORDER_BEING_RENEWED',
  'CANCELLED',
  'WAITING_CONFIRMATION',
];
const managers: (ExternalManager | null)[] = [null, 'RUUTU', 'SUPLA', 'APP_STORE'];

describe('mainCancellationBlock', () => {
  it('agrees with the details page verdict for every combination', () => {
    for (const status of statuses)
      for (const externalManager of managers)
        for (const ended of [false, true])
          for (const isCompany of [false, true])
            for (const productCancellable of [false, true])
              for (const hasOverdueInvoice of [false, true]) {
                const f = {
                  ...base,
                  status,
                  externalManager,
                  ended,
                  isCompany,
                  productCancellable,
                  hasOverdueInvoice,
                };
                const verdict = subscriptionActions(f).find((a) => a.action === 'CANCEL');
                expect(mainCancellationBlock(f) === null).toBe(verdict?.allowed);
              }
  });

  it('names the most final reason first', () => {
    expect(mainCancellationBlock({ ...base, status: 'CANCELLED', hasOverdueInvoice: true })).toBe(
      'already-cancelled',
    );
    expect(mainCancellationBlock({ ...base, ended: true, status: 'CANCELLED' })).toBe('ended');
    expect(mainCancellationBlock({ ...base, externalManager: 'SUPLA' })).toBe('managed-elsewhere');
    expect(mainCancellationBlock({ ...base, hasOverdueInvoice: true })).toBe('overdue-invoice');
    expect(mainCancellationBlock({ ...base, status: 'ACTIVE_ORDER_BEING_RENEWED' })).toBe(
      'renewing',
    );
    expect(mainCancellationBlock({ ...base, status: 'SUSPENDED' })).toBeNull();
  });
});

describe('addOnCancellationBlock', () => {
  const main = { externalManager: null, isCompany: false, status: 'ACTIVE' as const };
  const addOn: AddOnFacts = {
    status: 'ACTIVE',
    startDate: '2026-10-01',
    endDate: null,
    productCancellable: true,
    isVideoService: false,
    hasOverdueInvoice: false,
  };

  it('allows a running add-on from the day after its start', () => {
    expect(addOnCancellableFrom('2026-11-20')).toBe('2026-11-21');
    expect(addOnCancellationBlock(main, { ...addOn, startDate: '2026-11-20' }, '2026-11-21')).toBe(
      null,
    );
    expect(addOnCancellationBlock(main, { ...addOn, startDate: '2026-11-21' }, '2026-11-21')).toBe(
      'module-not-started',
    );
    expect(
      addOnCancellationBlock(
        main,
        { ...addOn, status: 'PENDING', startDate: '2026-12-01' },
        '2026-11-21',
      ),
    ).toBe('module-not-started');
  });

  it('refuses video services, cancelled ones and debts', () => {
    const today = '2026-11-21';
    expect(addOnCancellationBlock(main, { ...addOn, isVideoService: true }, today)).toBe(
      'video-service-module',
    );
    expect(addOnCancellationBlock(main, { ...addOn, status: 'CANCELLED' }, today)).toBe(
      'already-cancelled',
    );
    expect(addOnCancellationBlock({ ...main, status: 'CANCELLED' }, addOn, today)).toBe(
      'already-cancelled',
    );
    expect(addOnCancellationBlock(main, { ...addOn, hasOverdueInvoice: true }, today)).toBe(
      'overdue-invoice',
    );
    expect(addOnCancellationBlock(main, { ...addOn, endDate: '2026-11-20' }, today)).toBe('ended');
    expect(addOnCancellationBlock({ ...main, externalManager: 'RUUTU' }, addOn, today)).toBe(
      'managed-elsewhere',
    );
  });
});
