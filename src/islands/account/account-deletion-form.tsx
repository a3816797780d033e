import { useEffect, useRef, useState } from 'react';
import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import {
  DELETION_EXPLAINED,
  DONE_TEXT,
  DONE_TITLE,
} from '~/domain/account-deletion/deletion-texts';
import { accountDeletionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import { DeletionFields } from './account-deletion-fields';
import { DeletionRefusal } from './account-deletion-refusal';

/**
 * Deleting the logged-in account (spec §2 /tili/poista, §4): what it means, the refusal while
 * subscriptions run or invoices are open, else the form. After the deletion the customer is
 * logged out and sees the done view; `onDone` then tells the host (e.g. the /tili modal).
 */
export function AccountDeletionForm({ onDone }: { onDone?: () => void }) {
  const [done, setDone] = useState(false);
  if (done) return <DoneView />;
  return (
    <>
      {DELETION_EXPLAINED.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <DeletionLoader
        onDeleted={() => {
          setDone(true);
          onDone?.();
        }}
      />
    </>
  );
}

function DeletionLoader({ onDeleted }: { onDeleted: () => void }) {
  const query = useApiQuery<AccountDeletionStatus>(accountDeletionPaths.status);
  if (query.state === 'loading') return <p aria-live="polite">Ladataan…</p>;
  if (query.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(query.error)}
      </p>
    );
  }
  if (!query.data.mayDelete) return <DeletionRefusal status={query.data} />;
  return <DeletionFields status={query.data} onDeleted={onDeleted} onRefused={query.reload} />;
}

function DoneView() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="notice" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {DONE_TITLE}
      </h2>
      <p>{DONE_TEXT}</p>
      <p>
        <a href="/">Etusivulle</a>
      </p>
    </div>
  );
}
