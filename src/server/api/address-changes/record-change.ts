import type { AddressChange } from '~/domain/address-changes/address-change-view';
import type { AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { queueEmail } from '../../email/outbox';
import { addressChangeRemovedEmail, addressChangeSavedEmail } from './address-change-emails';
import type { ChangeContext } from './change-context';

export type ChangeEvent =
  'ADDRESS_CHANGE_CREATED' | 'ADDRESS_CHANGE_UPDATED' | 'ADDRESS_CHANGE_REMOVED';

/**
 * The audit row and the confirmation e-mail of one change, inside the change's transaction
 * (a rolled-back change leaves neither).
 */
export async function recordChange(
  tx: Db,
  at: Date,
  auth: AuthContext,
  ctx: ChangeContext,
  event: ChangeEvent,
  change: AddressChange,
  customerServiceNotice: string | null = null,
): Promise<void> {
  const { sub, product } = ctx.own;
  await audit(tx, {
    accountId: auth.accountId,
    customerId: sub.customerId,
    action: event,
    entity: 'address_change',
    entityId: change.id,
    details: {
      subscriptionNumber: sub.subscriptionNumber,
      changeType: change.changeType,
      startDate: change.startDate,
      endDate: change.endDate,
      role: change.role,
      processing: change.processing,
    },
    at,
  });
  const about = {
    to: auth.username,
    productName: product.name,
    subscriptionNumber: sub.subscriptionNumber,
    change,
  };
  await queueEmail(
    tx,
    event === 'ADDRESS_CHANGE_REMOVED'
      ? addressChangeRemovedEmail(about)
      : addressChangeSavedEmail(
          { ...about, customerServiceNotice },
          event === 'ADDRESS_CHANGE_CREATED' ? 'address-change-created' : 'address-change-updated',
        ),
    at,
  );
}
