import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import ModalDialog from '../shared/modal-dialog';
import { useQueryModal } from '../shared/use-query-modal';
import { DELETION_MODAL, PASSWORD_MODAL, PHONE_MODAL, USERNAME_MODAL } from './overview-links';

interface OverviewModal {
  heading: string;
  /**
   * What the form's onDone means: a notice said on the overview as the modal closes, or the
   * account is gone (the form's done view stays, and closing it goes to the front page). A form
   * that shows its result in the dialog itself never calls onDone.
   */
  onDone?: { notice: string } | 'account-gone';
  /** The form, loaded only when its modal opens (docs/performance.md). */
  Form: LazyExoticComponent<ComponentType<{ onDone?: () => void }>>;
}

/**
 * Every /tili modal by its ?modal= name: the one place to add one (username, password and
 * deletion come from their own features' form components).
 */
const OVERVIEW_MODALS: Record<string, OverviewModal> = {
  [PHONE_MODAL]: {
    heading: 'Muuta puhelinnumeroa',
    onDone: { notice: 'Puhelinnumero on tallennettu.' },
    Form: lazy(() => import('./phone-form').then((m) => ({ default: m.PhoneForm }))),
  },
  [USERNAME_MODAL]: {
    heading: 'Vaihda käyttäjätunnus',
    Form: lazy(() =>
      import('./username-change-form').then((m) => ({ default: m.UsernameChangeForm })),
    ),
  },
  [PASSWORD_MODAL]: {
    heading: 'Vaihda salasana',
    Form: lazy(() =>
      import('./password-change-form').then((m) => ({ default: m.PasswordChangeForm })),
    ),
  },
  [DELETION_MODAL]: {
    heading: 'Poista käyttäjätili',
    onDone: 'account-gone',
    Form: lazy(() =>
      import('./account-deletion-form').then((m) => ({ default: m.AccountDeletionForm })),
    ),
  },
};

const read = (search: string): string | null => {
  const name = new URLSearchParams(search).get('modal');
  return name !== null && Object.hasOwn(OVERVIEW_MODALS, name) ? name : null;
};

/**
 * The overview's modals (/tili?modal=<name>) and the notice after one is done. Renders no
 * dialog unless the address names one of OVERVIEW_MODALS.
 */
export default function OverviewModals() {
  // The name is left empty: each modal's link carries its own ?modal=, so the one hook gives
  // the focus back to the link of whichever modal was open.
  const { target, close } = useQueryModal('', read);
  const [notice, setNotice] = useState('');
  // The account was deleted in a modal: there is no overview to go back to.
  const [accountGone, setAccountGone] = useState(false);
  const modal = target === null ? undefined : OVERVIEW_MODALS[target];
  return (
    <>
      <div role="status" className={notice ? 'notice' : undefined}>
        {notice}
      </div>
      {modal && (
        <ModalDialog
          key={target}
          headingId="overview-modal-heading"
          heading={modal.heading}
          onClose={accountGone ? () => window.location.assign('/') : close}
        >
          <Suspense fallback={<p aria-live="polite">Ladataan…</p>}>
            <modal.Form
              onDone={() => {
                if (modal.onDone === 'account-gone') return setAccountGone(true);
                if (modal.onDone) setNotice(modal.onDone.notice);
                close();
              }}
            />
          </Suspense>
        </ModalDialog>
      )}
    </>
  );
}
