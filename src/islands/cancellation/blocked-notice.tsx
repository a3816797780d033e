import { detailsUrl } from './flow-url';

interface Props {
  message: string;
  subscriptionNumber: string;
}

/** Why the cancellation cannot be done, and what the customer can do instead (spec §8). */
export default function BlockedNotice({ message, subscriptionNumber }: Props) {
  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading">Tilausta ei voi lopettaa verkossa</h2>
      <p className="alert" role="alert">
        {message}
      </p>
      <AlternativeHelp subscriptionNumber={subscriptionNumber} />
    </section>
  );
}

export function AlternativeHelp({ subscriptionNumber }: { subscriptionNumber: string | null }) {
  return (
    <>
      <p>
        Lue lisää artikkelista{' '}
        <a href="/aihe/tilaukset/miksi-peruutus-ei-onnistu">Miksi en voi lopettaa tilaustani?</a>{' '}
        Asiakaspalvelu auttaa: puhelin 09 123 4567 (arkisin 8–16) tai asiakaspalvelu@example.fi.
      </p>
      <p>
        {subscriptionNumber ? (
          <a href={detailsUrl(subscriptionNumber)}>Takaisin tilauksen tietoihin</a>
        ) : (
          <a href="/tilaukset">Takaisin tilauksiin</a>
        )}
      </p>
    </>
  );
}
