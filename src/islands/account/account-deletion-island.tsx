import { AccountDeletionForm } from './account-deletion-form';

/** The island of the /tili/poista pages (the /tili modal mounts AccountDeletionForm itself). */
export default function AccountDeletionIsland() {
  return <AccountDeletionForm />;
}
