import AddressChangeIsland from '../address-changes/address-change-island';
import BillingPeriodIsland from '../billing-period/billing-period-island';
import AddCardIsland from '../cards/add-card-island';
import CompanyRequestIsland from '../company-requests/company-request-island';
import DeliveryStatusDialog from '../delivery/delivery-status-dialog';
import ReaderCountIsland from '../reader-count/reader-count-island';
import ShareIsland from '../reading-rights/share-island';
import SuspensionModal from '../suspensions/suspension-modal';

/**
 * The modals of /tilaukset/tiedot (spec §2, ?tilaus=<n>&modal=<name>) in one hydration root
 * instead of eight (issue 32 item 5). Each feature's entry still reads its own modal names from
 * the address and loads its dialog only when asked; nothing renders while no modal is open.
 */
export default function DetailsModals() {
  return (
    <>
      <AddressChangeIsland />
      <CompanyRequestIsland />
      <SuspensionModal />
      <DeliveryStatusDialog />
      <AddCardIsland />
      <BillingPeriodIsland />
      <ShareIsland />
      <ReaderCountIsland />
    </>
  );
}
