// What a customer typed survives a session that ended mid-form (issue 30 item 10). Before the
// browser goes to the login page, the values of the page's forms are kept in session storage
// under the page's address; back on that address after the login, they are put back into the
// same fields as the forms appear (islands render after their data loads), and forgotten once a
// change succeeds. Passwords are never kept. Spec §9: such state older than 5 minutes is thrown
// away.

import { currentAddress } from './current-address';

const KEY = 'portaali:lomakeluonnos';
const MAX_AGE_MS = 5 * 60_000;
/** How long a restore waits for the forms to appear. */
const WATCH_MS = 15_000;

interface Draft {
  address: string;
  savedAt: number;
  fields: Record<string, string | boolean>;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function keptFields(): Field[] {
  return [
    ...document.querySelectorAll<Field>('form input[name], form select[name], form textarea[name]'),
  ].filter(
    (f) => !(f instanceof HTMLInputElement) || !['password', 'hidden', 'file'].includes(f.type),
  );
}

const fieldKey = (f: Field): string =>
  f instanceof HTMLInputElement && (f.type === 'radio' || f.type === 'checkbox')
    ? `${f.name}=${f.value}`
    : f.name;

/** Keeps the values typed on this page; called just before going to log in. */
export function saveFormDraft(): void {
  try {
    const fields: Draft['fields'] = {};
    for (const f of keptFields()) {
      const checkable =
        f instanceof HTMLInputElement && (f.type === 'radio' || f.type === 'checkbox');
      if (checkable) fields[fieldKey(f)] = f.checked;
      else if (f.value !== '') fields[fieldKey(f)] = f.value;
    }
    if (Object.keys(fields).length === 0) return;
    const draft: Draft = { address: currentAddress(), savedAt: Date.now(), fields };
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // No storage (private mode, full): the login still works, the values are lost as before.
  }
}

/** Forgets the kept values: a change was saved. */
export function clearFormDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    if (!draft || draft.address !== currentAddress()) return null;
    if (Date.now() - draft.savedAt > MAX_AGE_MS) {
      clearFormDraft();
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Sets a value the way typing does, so React and react-hook-form see it. */
function fill(f: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (f instanceof HTMLInputElement && f.checked !== value) f.click();
    return;
  }
  const proto = Object.getPrototypeOf(f) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(f, value);
  f.dispatchEvent(new Event('input', { bubbles: true }));
  f.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts kept values back into this page's fields as they appear; once per field. */
export function restoreFormDraft(): void {
  if (typeof window === 'undefined') return;
  const draft = readDraft();
  if (!draft) return;
  const done = new Set<string>();
  const pass = () => {
    for (const f of keptFields()) {
      const key = fieldKey(f);
      const value = draft.fields[key];
      if (value === undefined || done.has(key)) continue;
      done.add(key);
      fill(f, value);
    }
  };
  const observer = new MutationObserver(pass);
  observer.observe(document.body, { childList: true, subtree: true });
  pass();
  setTimeout(() => observer.disconnect(), WATCH_MS);
}
