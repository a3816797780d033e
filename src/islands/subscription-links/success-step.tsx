import type { LinkResult } from '~/domain/subscription-links/link-overview';
import StepHeading from './step-heading';

/** Step 3: done; the subscriptions page now lists what was linked. */
export default function SuccessStep({ focus, result }: { focus: boolean; result: LinkResult }) {
  return (
    <section aria-labelledby="link-success-heading">
      <StepHeading focus={focus} id="link-success-heading">
        Tilaus on liitetty tiliisi
      </StepHeading>
      <p className="notice" role="status">
        Asiakasnumeron {result.linkedCustomerNumber} tilaukset (
        {result.subscriptionNumbers.join(', ')}) näkyvät nyt tilauksissasi. Lähetimme vahvistuksen
        sähköpostiisi.
      </p>
      <p>
        <a className="button" href="/tilaukset">
          Siirry tilauksiin
        </a>
      </p>
    </section>
  );
}
