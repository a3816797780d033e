import type { ReactNode } from 'react';

// A confirmation page (a thank-you, a goodbye) says what happened only once the server has
// confirmed it: until then a neutral heading, and a heading of its own when there is nothing.

export function ConfirmationLoading({ heading }: { heading: string }) {
  return (
    <>
      <h1>{heading}</h1>
      <p aria-live="polite">Ladataan…</p>
    </>
  );
}

export function ConfirmationNotFound({
  heading,
  message,
  children,
}: {
  heading: string;
  message: string;
  /** The way back, e.g. a link to the subscriptions. */
  children: ReactNode;
}) {
  return (
    <>
      <h1>{heading}</h1>
      <p className="alert" role="alert">
        {message}
      </p>
      {children}
    </>
  );
}
