import { errorMessage } from '../shared/error-messages';
import StepHeading from './step-heading';

/** The customer's e-mail address differs from the login: the e-mailed link finishes the job. */
export default function EmailSentStep({ focus }: { focus: boolean }) {
  return (
    <section aria-labelledby="link-email-heading">
      <StepHeading focus={focus} id="link-email-heading">
        Vahvista liittäminen sähköpostista
      </StepHeading>
      <p className="notice" role="status">
        {errorMessage('email-mismatch')}
      </p>
      <p>Linkki on voimassa 24 tuntia. Jos viestiä ei näy, tarkista myös roskapostikansio.</p>
      <p>
        <a className="button" href="/auth/logout">
          Kirjaudu ulos
        </a>
      </p>
    </section>
  );
}
