import './modal-dialog.css';
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  headingId: string;
  heading: string;
  /** Esc and the close button; the caller unmounts the dialog (and fixes the address). */
  onClose: () => void;
  children: ReactNode;
  /** The dialog's class (styles in src/styles/global.css or the feature's CSS). */
  className?: string;
  /** Where the close button is: after the content (default) or beside the heading. */
  closeAt?: 'end' | 'heading';
  closeLabel?: string;
  closeClassName?: string;
  /** What takes the focus when the dialog opens: the browser's choice, the heading or the close button. */
  initialFocus?: 'auto' | 'heading' | 'close';
  /** The element that describes the dialog, read out when it opens. */
  describedBy?: string;
}

/**
 * A native modal <dialog> (decision 0013): the browser keeps the focus inside it, makes the
 * page behind it inert and closes it on Esc, which is routed through onClose. Every feature's
 * modal uses it (styles: .modal-dialog in src/styles/global.css).
 */
export default function ModalDialog({
  headingId,
  heading,
  onClose,
  children,
  className = 'modal-dialog',
  closeAt = 'end',
  closeLabel = 'Sulje',
  closeClassName = 'button button-secondary',
  initialFocus = 'auto',
  describedBy,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    // React's autoFocus runs before showModal, while the dialog is still hidden: focus here.
    if (initialFocus === 'heading') headingRef.current?.focus();
    if (initialFocus === 'close') closeRef.current?.focus();
    return () => {
      dialog?.close();
      // Opened from the address on page load, no button opened it: the page's heading takes the
      // focus, so keyboard and screen-reader users continue from the top of the page.
      if (!(opener instanceof HTMLElement) || opener === document.body) {
        const heading = document.querySelector<HTMLElement>('main h1');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
      } else if (opener.isConnected && !document.activeElement?.closest('dialog')) {
        // Back to what opened it, as a natively closed dialog does (a caller may move it on).
        opener.focus();
      }
    };
    // Opens once per mount: the props above are fixed for a dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = (
    <button ref={closeRef} type="button" className={closeClassName} onClick={onClose}>
      {closeLabel}
    </button>
  );
  const title = (
    <h2 id={headingId} ref={headingRef} tabIndex={initialFocus === 'heading' ? -1 : undefined}>
      {heading}
    </h2>
  );
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {closeAt === 'heading' ? (
        <div className={`${className}-top`}>
          {title}
          {close}
        </div>
      ) : (
        title
      )}
      {children}
      {closeAt === 'end' && <p>{close}</p>}
    </dialog>
  );
}
