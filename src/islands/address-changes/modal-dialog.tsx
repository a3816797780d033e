import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A native modal <dialog> (decision 0008): the browser keeps the focus inside it, makes the
 * page behind it inert and closes it on Esc, which is routed through onClose.
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
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="change-dialog"
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
