import type { PreviewState } from './use-preview';

/** The flow's loading and error states, the same on every page. */
export default function LoadingOrError({
  result,
}: {
  result: Exclude<PreviewState, { state: 'ready' }>;
}) {
  if (result.state === 'loading') return <p aria-live="polite">Ladataan tilauksen tietoja…</p>;
  return (
    <>
      <p className="alert" role="alert">
        {result.message}
      </p>
      <p>
        <a href="/tilaukset">Takaisin tilauksiin</a>
      </p>
    </>
  );
}
