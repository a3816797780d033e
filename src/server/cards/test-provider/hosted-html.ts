import { createHash } from 'node:crypto';
import { TEST_CARDS } from '~/domain/cards/test-cards';

// The HTML of the test provider's hosted pages: plain server-rendered forms that work without
// JavaScript, in Finnish, with labelled fields and errors tied to them.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
header{background:#1e3a5f;color:#fff;padding:.8rem 1.2rem;font-weight:700}
main{max-width:28rem;margin:1.5rem auto;background:#fff;padding:1.2rem 1.5rem;border-radius:.5rem}
label{display:block;font-weight:600;margin-top:1rem}
input{font:inherit;padding:.6rem;border:1px solid #6b7280;border-radius:.25rem;width:100%;box-sizing:border-box;min-height:44px}
.error{color:#b91c1c;margin:.25rem 0 0}
.alert{border-left:4px solid #b91c1c;padding:.5rem .8rem;background:#fef2f2}
.buttons{display:flex;gap:.8rem;margin-top:1.5rem;flex-wrap:wrap}
button{font:inherit;min-height:44px;padding:.5rem 1.2rem;border-radius:.25rem;border:2px solid #1e3a5f;cursor:pointer}
.primary{background:#1e3a5f;color:#fff}.secondary{background:#fff;color:#1e3a5f}
.note{font-size:.9rem;color:#374151}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** A strict CSP: no scripts at all, only this page's own style, forms only to this origin. */
export const HOSTED_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; ` +
  "frame-ancestors 'none'; base-uri 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – Testikorttipalvelu</title>
<style>${STYLE}</style></head>
<body><header>Testikorttipalvelu</header>
<main>${body}</main></body></html>`;
}

function field(opts: {
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  autocomplete: string;
  inputmode?: string;
}): string {
  const id = `kentta-${opts.name}`;
  const error = opts.error ? `<p class="error" id="${id}-virhe">${escapeHtml(opts.error)}</p>` : '';
  const invalid = opts.error ? ` aria-invalid="true" aria-describedby="${id}-virhe"` : '';
  return `<label for="${id}">${escapeHtml(opts.label)}</label>
<input id="${id}" name="${opts.name}" autocomplete="${opts.autocomplete}" inputmode="${opts.inputmode ?? 'numeric'}" value="${escapeHtml(opts.value ?? '')}"${invalid}>${error}`;
}

export interface CardFormState {
  action: string;
  number?: string;
  expiry?: string;
  errors?: { number?: string; expiry?: string; cvc?: string };
  alert?: string;
}

/** The card form; the security code is never echoed back. */
export function cardFormPage(state: CardFormState): string {
  const errors = state.errors ?? {};
  const alert = state.alert ? `<p class="alert" role="alert">${escapeHtml(state.alert)}</p>` : '';
  const summary =
    Object.keys(errors).length > 0
      ? '<p class="alert" role="alert">Tarkista kortin tiedot.</p>'
      : '';
  return page(
    'Maksukortin lisääminen',
    `<h1>Maksukortin lisääminen</h1>
${alert}${summary}
<p class="note">Kortin tiedot käsittelee korttipalvelu. Verkkokauppa saa vain kortin tyypin, sen neljä viimeistä numeroa ja voimassaoloajan.</p>
<form method="post" action="${escapeHtml(state.action)}" novalidate>
${field({ name: 'numero', label: 'Kortin numero', value: state.number ?? '', error: errors.number, autocomplete: 'cc-number' })}
${field({ name: 'voimassa', label: 'Voimassa (KK/VV)', value: state.expiry ?? '', error: errors.expiry, autocomplete: 'cc-exp', inputmode: 'text' })}
${field({ name: 'cvc', label: 'Turvakoodi (CVC)', error: errors.cvc, autocomplete: 'cc-csc' })}
<div class="buttons"><button class="primary" type="submit" name="toiminto" value="tallenna">Tallenna kortti</button>
<button class="secondary" type="submit" name="toiminto" value="peruuta">Peruuta ja palaa</button></div>
</form>
<h2>Testikortit</h2>
<ul class="note">
<li>Hyväksytään: ${TEST_CARDS.visa} (Visa), ${TEST_CARDS.mastercard} (Mastercard)</li>
<li>Hylätään: ${TEST_CARDS.declined}, kate ei riitä: ${TEST_CARDS.insufficientFunds}</li>
<li>Vaatii 3-D Secure -vahvistuksen: ${TEST_CARDS.threeDSecure}</li>
<li>Mikä tahansa tuleva voimassaoloaika ja kolminumeroinen turvakoodi.</li>
</ul>`,
  );
}

/** The card issuer's extra confirmation (3-D Secure), as a bank would show it. */
export function threeDSecurePage(opts: {
  action: string;
  pending: string;
  cardLabel: string;
}): string {
  return page(
    'Vahvista kortti',
    `<h1>Vahvista kortti</h1>
<p>Korttisi myöntäjä pyytää vahvistamaan kortin ${escapeHtml(opts.cardLabel)} lisäämisen. Vahvista tunnistautumalla pankkisi sovelluksessa.</p>
<p class="note">Testipankki: valitse Vahvista tai Hylkää.</p>
<form method="post" action="${escapeHtml(opts.action)}">
<input type="hidden" name="tapahtuma" value="${escapeHtml(opts.pending)}">
<div class="buttons"><button class="primary" type="submit" name="toiminto" value="vahvista">Vahvista</button>
<button class="secondary" type="submit" name="toiminto" value="hylkaa">Hylkää</button></div>
</form>`,
  );
}

/** A session that is missing, forged or too old. */
export function expiredPage(): string {
  return page(
    'Istunto vanhentunut',
    `<h1>Istunto on vanhentunut</h1>
<p>Kortin lisääminen aikakatkaistiin tai linkki on virheellinen. Palaa verkkokauppaan ja aloita kortin lisääminen uudelleen.</p>`,
  );
}
