import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A message that takes focus when it appears, so that a keyboard or screen-reader user is at it
 * at once: for an answer no button of the page waited for (the card provider's, read from the
 * address on the way back) and one that must win over an older alert still on the page (the
 * e-mailed link's confirmation under a form's "too many attempts"). Other answers to the page's
 * own buttons get focus from answer-focus.ts.
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
