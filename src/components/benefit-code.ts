import {
  BENEFIT_NEXT_STEPS,
  BENEFIT_REFUSAL_KEYS,
  type NextStep,
} from '~/domain/benefits/benefit-texts';
import type { BenefitRedemption } from '~/domain/benefits/benefit-code';

// The benefit page's code box (BenefitCode.astro): the page is the same for everyone and says
// "log in" without JavaScript; for a logged-in visitor this asks the API for the code, which it
// gives only to an eligible session (spec §6), and shows the code or why not with the next step.
// Plain DOM, no framework: a few hundred bytes on a content page.

const LOGGED_IN = /(?:^|; )portaali_kirjautunut=1(?:;|$)/;
const FAILED = 'Etukoodin hakeminen epäonnistui. Yritä hetken kuluttua uudelleen.';

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function link(text: string, href: string, button = false): HTMLParagraphElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (button) a.className = 'button';
  const p = document.createElement('p');
  p.append(a);
  return p;
}

function showStep(box: Element, step: NextStep) {
  box.replaceChildren(paragraph(step.message), link(step.linkText, step.href, true));
}

function showCode(box: Element, r: BenefitRedemption) {
  const parts: Node[] = [];
  if (r.code) {
    parts.push(paragraph('Etukoodisi:'), paragraph(r.code, 'benefit-code-value'));
  }
  parts.push(paragraph(r.instructions));
  if (r.link) parts.push(link('Siirry kumppanin sivulle', r.link));
  box.replaceChildren(...parts);
}

const reasonOf = (errorKey: unknown) =>
  (Object.keys(BENEFIT_REFUSAL_KEYS) as (keyof typeof BENEFIT_REFUSAL_KEYS)[]).find(
    (reason) => BENEFIT_REFUSAL_KEYS[reason] === errorKey,
  );

export async function showBenefitCode(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-benefit]');
  const box = section?.querySelector('[data-benefit-status]');
  if (!section || !box || !LOGGED_IN.test(document.cookie)) return;
  box.replaceChildren(paragraph('Haetaan etukoodia…'));
  try {
    const res = await fetch(`/api/v1/benefits/${section.dataset['benefit'] ?? ''}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return showCode(box, body as BenefitRedemption);
    const login = BENEFIT_NEXT_STEPS.NOT_LOGGED_IN;
    if (res.status === 401)
      return showStep(box, { ...login, href: section.dataset['login'] ?? login.href });
    const reason = reasonOf((body as { errorKey?: unknown } | null)?.errorKey);
    if (res.status === 403 && reason) return showStep(box, BENEFIT_NEXT_STEPS[reason]);
    box.replaceChildren(paragraph(FAILED, 'alert'));
  } catch {
    box.replaceChildren(paragraph(FAILED, 'alert'));
  }
}
