import { SHARE_MODALS, type ShareAudience } from '~/domain/reading-rights/invite-texts';
import { modalTarget } from '../shared/query-modal';

/** The subscription and audience the address asks to share, or null. */
export function readShareModal(
  search: string,
): { subscriptionNumber: string; audience: ShareAudience } | null {
  const target = modalTarget(search, [SHARE_MODALS.HOUSEHOLD, SHARE_MODALS.EMPLOYEES]);
  if (!target) return null;
  return {
    subscriptionNumber: target.number,
    audience: target.modal === SHARE_MODALS.EMPLOYEES ? 'EMPLOYEES' : 'HOUSEHOLD',
  };
}
