import { useState } from 'react';
import { messageForError } from './error-messages';
import { loadSession } from './session';
import { useHydrated } from './use-hydrated';

/** Where an e-mailed link's confirmation page is: before, during and after the press. */
export type LinkConfirmation<T> =
  { name: 'ready' | 'busy' } | { name: 'done'; result: T } | { name: 'failed'; message: string };

/**
 * The press of an e-mailed link's confirmation button (username change, registration).
 * Nothing happens on load: mail programs and security scanners open links by themselves. After
 * the answer the header reloads the session, which the confirmation may have started or ended.
 */
export function useLinkConfirmation<T>(send: () => Promise<T>, onDone?: (result: T) => void) {
  const [state, setState] = useState<LinkConfirmation<T>>({ name: 'ready' });
  const confirm = async () => {
    setState({ name: 'busy' });
    try {
      const result = await send();
      onDone?.(result);
      setState({ name: 'done', result });
      void loadSession().catch(() => undefined);
    } catch (err) {
      setState({ name: 'failed', message: messageForError(err) });
    }
  };
  return { state, confirm };
}

/** The confirmation button: disabled until hydrated and while the press is under way. */
export function ConfirmLinkButton({
  busy,
  label,
  busyLabel,
  onConfirm,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const hydrated = useHydrated();
  return (
    <button
      className="button"
      type="button"
      aria-busy={busy}
      disabled={busy || !hydrated}
      onClick={() => void onConfirm()}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
