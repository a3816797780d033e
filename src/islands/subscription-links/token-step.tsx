import type { LinkResult } from '~/domain/subscription-links/link-overview';
import { api } from '../shared/api-client';
import ConsentLinkForm from './consent-link-form';
import StepHeading from './step-heading';

interface Props {
  focus: boolean;
  token: string;
  onLinked: (result: LinkResult) => void;
  onStartOver: () => void;
}

/** Opened from the e-mailed link: links the customer to the account now logged in. */
export default function TokenStep({ focus, token, onLinked, onStartOver }: Props) {
  return (
    <section aria-labelledby="link-token-heading">
      <StepHeading focus={focus} id="link-token-heading">
        Liitä tilaus sähköpostilinkillä
      </StepHeading>
      <p>
        Tilaukset liitetään siihen käyttäjätiliin, jolla olet nyt kirjautunut. Jos haluat liittää ne
        toiseen tiliin, kirjaudu ensin ulos ja avaa linkki sitten uudelleen.
      </p>
      <ConsentLinkForm
        send={() =>
          api.post<LinkResult>(
            'subscription-links/confirm-token',
            { token, consent: true },
            { withErrorBody: true },
          )
        }
        onLinked={onLinked}
        secondary={{ label: 'Hae tilausta asiakasnumerolla', onClick: onStartOver }}
      />
    </section>
  );
}
