import { formatPostalAddress } from '~/domain/address-changes/address-fields';
import type { CountryCode } from '~/domain/address-changes/field-labels';
import type {
  AddressChange,
  AddressChangeType,
} from '~/domain/address-changes/address-change-view';
import { changeEditability } from '~/domain/address-changes/date-rules';
import { type AddressProcessing, PROCESSING_LABELS } from '~/domain/address-changes/processing';
import type { SubscriberRole } from '~/domain/subscriptions/enums';
import { changePeriodLabel, changeTypeLabel } from '~/domain/subscriptions/detail-labels';
import type { addressChanges } from '../../db/schema/changes';

type ChangeRow = typeof addressChanges.$inferSelect;

/** One stored change as the modal shows it, with what may still be done to it today. */
export function toAddressChange(row: ChangeRow, today: string): AddressChange {
  const changeType = row.changeType as AddressChangeType;
  const processing = row.processing as AddressProcessing;
  return {
    id: row.id,
    changeType,
    typeLabel: changeTypeLabel(changeType),
    startDate: row.startDate,
    endDate: row.endDate,
    periodLabel: changePeriodLabel(row.startDate, row.endDate),
    role: row.role as SubscriberRole,
    nameForAddress: row.nameForAddress,
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    postOffice: row.postOffice,
    countryCode: row.countryCode as CountryCode,
    addressLabel: formatPostalAddress(row),
    processing,
    processingLabel: PROCESSING_LABELS[processing],
    editable: changeEditability(
      {
        temporary: changeType === 'TEMPORARY_ADDRESS_CHANGE',
        startDate: row.startDate,
        endDate: row.endDate,
      },
      today,
    ),
  };
}
