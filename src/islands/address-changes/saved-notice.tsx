import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';

/** The confirmation after a save, read out by screen readers (role status). */
export default function SavedNotice({ result }: { result: AddressChangeResult }) {
  const c = result.change;
  return (
    <div role="status" className="notice">
      <p>
        <strong>{result.message}</strong>
      </p>
      <p>
        {c.periodLabel}: {c.nameForAddress ? `${c.nameForAddress}, ` : ''}
        {c.addressLabel}
      </p>
      {result.customerService ? (
        <p>{result.customerService.notice}</p>
      ) : (
        <p>Lähetimme vahvistuksen sähköpostiisi.</p>
      )}
    </div>
  );
}
