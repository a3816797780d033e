import { type ReactNode, useEffect, useRef } from 'react';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { messageForError } from '../shared/error-messages';
import { useCustomerInfo } from './customer-info-data';

/** Loading, the failure, or the children with the customer's data. */
export function WithCustomerInfo({ children }: { children: (info: CustomerInfo) => ReactNode }) {
  const load = useCustomerInfo();
  if (load.state === 'loading') return <p aria-live="polite">Ladataan tietojasi…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  return <>{children(load.data)}</>;
}

/** Says a change was saved and where the confirmation went; takes the focus once shown. */
export function SavedNotice({ text, username }: { text: string; username: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <div ref={ref} className="notice" role="status" tabIndex={-1}>
      <p>{text}</p>
      <p>Lähetimme vahvistuksen osoitteeseen {username}.</p>
    </div>
  );
}

/** The way back from an edit page. */
export function BackToCustomerInfo() {
  return (
    <p>
      <a href="/tili/asiakastiedot">Takaisin asiakastietoihin</a>
    </p>
  );
}
