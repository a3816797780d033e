import { Suspense, lazy } from 'react';
import { SHARE_MODALS } from '~/domain/reading-rights/invite-texts';
import { useQueryModal } from '../shared/use-query-modal';
import { readShareModal } from './share-modal-url';

// The dialog and its form load only when the address asks for it (docs/performance.md).
const ShareDialog = lazy(() => import('./share-dialog'));

const readHousehold = (search: string) => {
  const t = readShareModal(search);
  return t?.audience === 'HOUSEHOLD' ? t.subscriptionNumber : null;
};
const readEmployees = (search: string) => {
  const t = readShareModal(search);
  return t?.audience === 'EMPLOYEES' ? t.subscriptionNumber : null;
};

/**
 * The details page's share modals (?tilaus=n&modal=jaa-lukuoikeus or jaa-lukuoikeus-v2).
 * Renders nothing unless the query asks for one of them.
 */
export default function ShareIsland() {
  // One hook per modal name, so that closing gives the focus back to that modal's own link.
  const household = useQueryModal(SHARE_MODALS.HOUSEHOLD, readHousehold);
  const employees = useQueryModal(SHARE_MODALS.EMPLOYEES, readEmployees);
  const [audience, { target, close }] =
    household.target !== null
      ? (['HOUSEHOLD', household] as const)
      : (['EMPLOYEES', employees] as const);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog
        key={`${audience}-${target}`}
        audience={audience}
        subscriptionNumber={target}
        onClose={close}
      />
    </Suspense>
  );
}
