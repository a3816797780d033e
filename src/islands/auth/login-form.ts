import type { LoginIntent } from '~/domain/auth/login';
import { safeReturnPath } from '~/domain/auth/return-path';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { loadSession } from '../shared/session';

// The login page's form (src/pages/auth/login.astro) is plain HTML that this script takes over:
// the page ships no React (decision 0030). It behaves as the react-hook-form forms do: the
// domain's schema (loaded on the first submit) checks the fields, the first wrong one takes the
// focus, and after a submit each field is checked again as it changes.

const ACCESS_DENIED_PATH = '/auth/ei-kayttooikeutta';
const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Where the visitor came from: ?palaa=, else a same-site referrer, else the subscriptions. */
export function returnPathFrom(location: Pick<Location, 'search' | 'origin'>, referrer: string) {
  const asked = new URLSearchParams(location.search).get('palaa');
  if (asked) return safeReturnPath(asked);
  try {
    const ref = new URL(referrer);
    if (ref.origin === location.origin) return safeReturnPath(ref.pathname + ref.search);
  } catch {
    // No referrer or not a URL: fall back below.
  }
  return safeReturnPath(null);
}

/** The first message of each field from a failed parse (the schema's issues, by path). */
export function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

const loadSchema = () => import('~/domain/auth/login').then((m) => m.loginInputSchema);

/** The message catalogue loads only when a login fails (docs/performance.md). */
const messageFor = (err: unknown) =>
  import('../shared/error-messages').then(
    (m) => m.messageForError(err),
    () => 'Kirjautuminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen.',
  );

export function enhanceLoginForm(form: HTMLFormElement): void {
  const intent: LoginIntent = form.dataset.intent === 'b2b' ? 'b2b' : 'b2c';
  const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement;
  const remember = form.elements.namedItem('remember') as HTMLInputElement | null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const formError = form.querySelector<HTMLElement>('#login-error');
  let submitted = false;
  let busy = false;
  // Set once the page is being left (logged in, or to the access-denied page): stays busy.
  let leaving = false;

  const values = () => ({
    username: input('username').value,
    password: input('password').value,
    intent,
    remember: remember?.checked ?? false,
  });

  const showFieldError = (field: Field, message: string | undefined) => {
    const el = input(field);
    const id = `${field}-error`;
    let note = document.getElementById(id);
    if (!message) {
      note?.remove();
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
      return;
    }
    if (!note) {
      note = document.createElement('p');
      note.id = id;
      note.className = 'field-error';
      el.after(note);
    }
    note.textContent = message;
    el.setAttribute('aria-invalid', 'true');
    el.setAttribute('aria-describedby', id);
  };

  const showFormError = (message: string | null) => {
    if (!formError) return;
    formError.textContent = message ?? '';
    formError.hidden = message === null;
    if (message === null) form.removeAttribute('aria-describedby');
    else form.setAttribute('aria-describedby', formError.id);
  };

  const setBusy = (on: boolean) => {
    busy = on;
    if (!button) return;
    button.disabled = on;
    button.textContent = on ? 'Kirjaudutaan…' : 'Kirjaudu sisään';
  };

  /** Checks the fields; shows each one's message and answers the parsed values, or null. */
  const validate = async () => {
    const parsed = (await loadSchema()).safeParse(values());
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    for (const field of FIELDS) showFieldError(field, errors[field]);
    return { data: parsed.success ? parsed.data : null, errors };
  };

  const submit = async () => {
    submitted = true;
    setBusy(true);
    const back = returnPathFrom(window.location, document.referrer);
    try {
      const { data, errors } = await validate();
      // A field error of a new attempt replaces the old attempt's answer, never stands beside it.
      showFormError(null);
      if (!data) {
        const first = FIELDS.find((f) => errors[f]);
        if (first) input(first).focus();
        return;
      }
      await api.post('auth/login', data, { authenticated: false, withErrorBody: true });
      await loadSession();
      leaving = true;
      window.location.assign(back);
    } catch (err) {
      if (err instanceof ApiError && err.errorKey === 'business-admin-required') {
        leaving = true;
        window.location.assign(`${ACCESS_DENIED_PATH}?palaa=${encodeURIComponent(back)}`);
        return;
      }
      showFormError(await messageFor(err));
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });
  // After the first submit, a field is checked again as it changes (react-hook-form's default).
  for (const field of FIELDS) {
    input(field).addEventListener('input', () => {
      if (submitted && !busy) void validate().catch(() => undefined);
    });
  }
  setBusy(false);
}
