import { displayPostOffice } from '~/domain/shared/names';
import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import type { LinkOverview, LinkResult } from '~/domain/subscription-links/link-overview';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import ConsentLinkForm from './consent-link-form';
import StepHeading from './step-heading';

interface Props {
  focus: boolean;
  search: LinkSearchFields;
  overview: LinkOverview;
  onLinked: (result: LinkResult) => void;
  onEmailSent: () => void;
  onBack: () => void;
}

/** Step 2: whose subscriptions these are, and the consent that linking requires (spec §5). */
export default function OverviewStep({
  focus,
  search,
  overview,
  onLinked,
  onEmailSent,
  onBack,
}: Props) {
  const { address } = overview;
  return (
    <section aria-labelledby="link-overview-heading">
      <StepHeading focus={focus} id="link-overview-heading">
        Tarkista tiedot
      </StepHeading>
      <dl className="meta">
        <dt>Tilaaja</dt>
        <dd>{overview.customerName}</dd>
        <dt>Asiakasnumero</dt>
        <dd>{overview.customerNumber}</dd>
        <dt>Osoite</dt>
        <dd>
          {address.streetAddress}, {address.zipCode} {displayPostOffice(address.postOffice)}
        </dd>
      </dl>
      <h3>Tiliisi liitettävät tilaukset</h3>
      <ul aria-label="Liitettävät tilaukset">
        {overview.subscriptions.map((s) => (
          <li key={s.subscriptionNumber}>
            {s.productName}, tilausnumero {s.subscriptionNumber}: {s.statusLabel}
          </li>
        ))}
      </ul>
      <ConsentLinkForm
        send={() =>
          api.post<LinkResult>(
            'subscription-links',
            { ...search, consent: true },
            { withErrorBody: true },
          )
        }
        onLinked={onLinked}
        handleError={(err) => {
          // The customer's own e-mail differs: a link went there instead (decision 0007).
          const mismatch = err instanceof ApiError && err.errorKey === 'email-mismatch';
          if (mismatch) onEmailSent();
          return mismatch;
        }}
        secondary={{ label: 'Takaisin hakuun', onClick: onBack }}
      />
    </section>
  );
}
