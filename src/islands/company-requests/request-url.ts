import { DETAILS_MODALS } from '~/domain/subscriptions/modal-links';
import { modalTarget } from '../shared/query-modal';

// Spec §2: the processing-request modal opens from ?tilaus=<number>&modal=yritystilaus-kasittelypyynto.
export const COMPANY_REQUEST_MODAL = DETAILS_MODALS.companyRequest;

export const readRequestModal = (search: string): string | null =>
  modalTarget(search, [COMPANY_REQUEST_MODAL])?.number ?? null;
