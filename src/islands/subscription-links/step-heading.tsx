import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When the wizard moves to a new step the heading takes the focus, so a
 * screen reader announces where the user now is instead of staying on a button that is gone.
 */
export default function StepHeading({
  id,
  focus,
  children,
}: {
  id: string;
  focus: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
