import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A native modal <dialog> (decision 0008): the browser keeps the focus inside it, makes the
 * page behind it inert and closes it on Esc, which is routed through onClose. Every feature's
 * modal uses it (styles: .modal-dialog in src/styles/global.css).
 */
export default function ModalDialog({
  headingId,
  heading,
  onClose,
  children,
}: {
  headingId: string;
  heading: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // Opened from the address on page load, no button opened it: the page's heading takes the
      // focus, so keyboard and screen-reader users continue from the top of the page.
      if (!(opener instanceof HTMLElement) || opener === document.body) {
        const heading = document.querySelector<HTMLElement>('main h1');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
      }
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={headingId}>{heading}</h2>
      {children}
      <p>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Sulje
        </button>
      </p>
    </dialog>
  );
}
