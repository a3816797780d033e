import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A message that takes focus when it appears, so that a keyboard or screen-reader user is at it
 * at once: one that must win over an older alert still on the page (the e-mailed link's
 * confirmation under a form's "too many attempts"). Answers to the page's own buttons, and those
 * of a page opened with an answer to give (back from the card provider or the bank), get focus
 * from answer-focus.ts.
 */
export function AnnouncedMessage({
  kind,
  children,
}: {
  kind: 'status' | 'alert';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role={kind} className={kind === 'alert' ? 'alert' : 'notice'}>
      {children}
    </div>
  );
}
