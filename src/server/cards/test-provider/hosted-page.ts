import { type CardEntry, decideTestCard } from '~/domain/cards/test-cards';
import { cardLabel } from '~/domain/cards/card-rules';
import { helsinkiToday } from '~/domain/shared/dates';
import { signToken, verifyToken } from './signed-token';
import {
  HOSTED_PAGE_PATH,
  SESSION_MINUTES,
  THREE_D_SECURE_PATH,
  type TestSession,
  readSession,
  returnAddress,
} from './test-card-provider';
import { HOSTED_PAGE_CSP, cardFormPage, expiredPage, threeDSecurePage } from './hosted-html';

// The test provider's hosted card page: its own handler, apart from the portal's API, so card
// numbers and security codes never reach the API or the database (and are never logged).
// Served by src/pages/korttipalvelu/[...path].ts.

export interface HostedPageDeps {
  secret: string;
  now: () => Date;
}

/** A card waiting for its 3-D Secure confirmation: display data only, signed. */
interface PendingCard {
  /** The session it belongs to: a confirmation is never carried over to another session. */
  ref: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const THREE_D_SECURE_FAILED =
  'Kortin vahvistus epäonnistui, joten korttia ei tallennettu. Yritä uudelleen tai käytä toista korttia.';

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': HOSTED_PAGE_CSP,
      'x-frame-options': 'DENY',
      // Not no-referrer: the browser would then send Origin: null, and Astro refuses such form posts.
      'referrer-policy': 'same-origin',
    },
  });
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function handleHostedCardPage(
  request: Request,
  deps: HostedPageDeps,
): Promise<Response> {
  // Path and query only: every absolute address (the return address) comes from the signed
  // session, made from SITE_URL, never from the request's Host.
  const url = new URL(request.url);
  const now = deps.now().getTime();
  const sessionToken = url.searchParams.get('istunto');
  const session = readSession(sessionToken, deps.secret, now);
  if (!session) return html(expiredPage(), 400);
  const query = `?istunto=${encodeURIComponent(sessionToken ?? '')}`;
  const action = HOSTED_PAGE_PATH + query;

  if (url.pathname === HOSTED_PAGE_PATH) {
    if (request.method === 'GET') return html(cardFormPage({ action }));
    if (request.method === 'POST') {
      return submitCard(await request.formData(), session, query, deps);
    }
  }
  if (url.pathname === THREE_D_SECURE_PATH && request.method === 'POST') {
    return confirm3ds(await request.formData(), session, action, deps);
  }
  return html(expiredPage(), 404);
}

function submitCard(
  form: FormData,
  session: TestSession,
  query: string,
  deps: HostedPageDeps,
): Response {
  const now = deps.now();
  const action = HOSTED_PAGE_PATH + query;
  if (formText(form, 'toiminto') === 'peruuta') {
    return redirect(returnAddress(session, { status: 'CANCELLED' }, deps.secret, now.getTime()));
  }
  const entry: CardEntry = {
    number: formText(form, 'numero'),
    expiry: formText(form, 'voimassa'),
    cvc: formText(form, 'cvc'),
  };
  const decision = decideTestCard(entry, helsinkiToday(now));
  const kept = { action, number: entry.number, expiry: entry.expiry };
  switch (decision.outcome) {
    case 'INVALID':
      return html(cardFormPage({ ...kept, errors: decision.errors }), 400);
    case 'DECLINED':
      return html(cardFormPage({ ...kept, alert: decision.message }), 402);
    case 'REQUIRES_3DS': {
      const card = displayData(decision);
      const pending = signToken(
        { ...card, ref: session.ref },
        deps.secret,
        now.getTime() + SESSION_MINUTES * 60_000,
      );
      return html(
        threeDSecurePage({
          action: THREE_D_SECURE_PATH + query,
          pending,
          cardLabel: cardLabel(card),
        }),
      );
    }
    case 'APPROVED': {
      const card = displayData(decision);
      return redirect(
        returnAddress(session, { status: 'SUCCEEDED', card }, deps.secret, now.getTime()),
      );
    }
  }
}

const displayData = (d: Omit<PendingCard, 'ref'>): Omit<PendingCard, 'ref'> => ({
  brand: d.brand,
  last4: d.last4,
  expiryMonth: d.expiryMonth,
  expiryYear: d.expiryYear,
});

function confirm3ds(
  form: FormData,
  session: TestSession,
  formAction: string,
  deps: HostedPageDeps,
): Response {
  const now = deps.now().getTime();
  const card = verifyToken<PendingCard>(formText(form, 'tapahtuma'), deps.secret, now);
  if (card?.ref !== session.ref) return html(expiredPage(), 400);
  if (formText(form, 'toiminto') !== 'vahvista') {
    return html(cardFormPage({ action: formAction, alert: THREE_D_SECURE_FAILED }), 402);
  }
  const { brand, last4, expiryMonth, expiryYear } = card;
  return redirect(
    returnAddress(
      session,
      { status: 'SUCCEEDED', card: { brand, last4, expiryMonth, expiryYear } },
      deps.secret,
      now,
    ),
  );
}
