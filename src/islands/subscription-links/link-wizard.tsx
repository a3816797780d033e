import { useEffect, useState } from 'react';
import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import type { LinkOverview, LinkResult } from '~/domain/subscription-links/link-overview';
import { useLoginRequired } from '../shared/use-login-required';
import EmailSentStep from './email-sent-step';
import OverviewStep from './overview-step';
import SearchStep from './search-step';
import SuccessStep from './success-step';
import TokenStep from './token-step';

type Step =
  | { name: 'search' }
  | { name: 'overview'; search: LinkSearchFields; overview: LinkOverview }
  | { name: 'emailSent' }
  | { name: 'token'; token: string }
  | { name: 'done'; result: LinkResult };

/** ?vahvistus=<token>: the one-time link e-mailed when the customer's address differs. */
const TOKEN_PARAM = 'vahvistus';

function firstStep(): Step {
  const token = new URLSearchParams(window.location.search).get(TOKEN_PARAM);
  return token ? { name: 'token', token } : { name: 'search' };
}

/** Find my subscription: search, overview with consent, success (spec §2). */
export default function LinkWizard() {
  // The return path keeps ?vahvistus=, so an e-mailed link survives the login.
  const ready = useLoginRequired();
  const [step, setStep] = useState<Step>({ name: 'search' });
  // The first step keeps the focus where the page put it; later steps take it (StepHeading).
  const [moved, setMoved] = useState(false);
  const [lastSearch, setLastSearch] = useState<LinkSearchFields | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the e-mailed link's token is read once from the address
    setStep(firstStep());
  }, []);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  if (!ready) return <p aria-live="polite">Ladataan…</p>;
  switch (step.name) {
    case 'search':
      return (
        <SearchStep
          focus={moved}
          initial={lastSearch}
          onFound={(search, overview) => {
            setLastSearch(search);
            go({ name: 'overview', search, overview });
          }}
        />
      );
    case 'overview':
      return (
        <OverviewStep
          focus={moved}
          search={step.search}
          overview={step.overview}
          onLinked={(result) => go({ name: 'done', result })}
          onEmailSent={() => go({ name: 'emailSent' })}
          onBack={() => go({ name: 'search' })}
        />
      );
    case 'emailSent':
      return <EmailSentStep focus={moved} />;
    case 'token':
      return (
        <TokenStep
          focus={moved}
          token={step.token}
          onLinked={(result) => go({ name: 'done', result })}
          onStartOver={() => {
            window.history.replaceState(null, '', window.location.pathname);
            go({ name: 'search' });
          }}
        />
      );
    case 'done':
      return <SuccessStep focus={moved} result={step.result} />;
  }
}
