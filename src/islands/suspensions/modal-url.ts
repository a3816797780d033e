import { SUSPENSION_MODAL } from '~/domain/suspensions/modal-link';
import { modalTarget } from '../shared/query-modal';

/** The subscription whose suspension modal the address asks to open, or null. */
export const suspensionModalTarget = (search: string): string | null =>
  modalTarget(search, [SUSPENSION_MODAL])?.number ?? null;
