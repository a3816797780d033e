// Where the keyboard goes after a server answer (issue 30 item 1). The button that sent a form
// is disabled while it waits, so the browser drops focus to <body>; a keyboard or screen-reader
// user would then start again from the top of the page, outside the dialog. One behaviour for
// every island: when the answer has been shown and focus is lost (or still where the request was
// sent from), it moves, inside the dialog
// (or the island) the request came from, to the first of: the message for the whole form
// (role=alert), the first field the server named (aria-invalid), the success message
// (role=status); the dialog's heading only when none has appeared by the last look. An island
// that places focus itself is left alone. For a while after the answer the dialog is watched:
// when a reload that follows the answer replaces the element that had focus (a pending change
// shown in place of the form's success message), focus moves to the new answer again.

import { focusIsLost, followFocus } from './follow-focus';

const SCOPES = 'dialog[open], [role="dialog"], astro-island';
const ANSWERS = ['[role="alert"]', '[aria-invalid="true"]', '[role="status"]:not(:empty)'];
/** Only when no answer has appeared by the last look: the dialog's (or island's) heading. */
const FALLBACK = 'h1, h2, h3';

/** The element that had focus last, kept while it sits on <body> in between. */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element) lastFocused = event.target;
  });
}

/** Set by a page opened with an answer to give (expectAnswerOnArrival), until that answer. */
let answerOnArrival = false;

/**
 * The page was opened with an answer to give: the customer is back from the card provider or
 * the bank's identification, and the portal now completes (or reports) what was started there.
 * Nothing has focus yet, so the next answer (keepFocusNearAnswer) takes focus in the page's main
 * content, as it would have in the dialog or island of a button press.
 */
export function expectAnswerOnArrival(): void {
  answerOnArrival = true;
}

/** React renders the answer after the promise settles: look again until it is there. */
const RETRY_MS = [0, 60, 200, 500, 1000];
/** How long after the answer a re-render that drops focus is still repaired. */
const FOLLOW_MS = 4000;

/**
 * Focus is lost (on <body>, or on an element the answer removed), or still where it was when
 * the request was sent (the field Enter was pressed in, the button): the customer has not moved
 * on, so the answer may take it.
 */
function focusIsOurs(origin: Element | null): boolean {
  return focusIsLost() || document.activeElement === origin;
}

function isShown(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}

function targetIn(scope: Element, last: boolean): HTMLElement | null {
  for (const selector of last ? [...ANSWERS, FALLBACK] : ANSWERS) {
    const found = [...scope.querySelectorAll<HTMLElement>(selector)].find(isShown);
    if (found) return found;
  }
  return null;
}

function moveFocus(scope: Element, origin: Element | null, last: boolean): boolean {
  if (!focusIsOurs(origin)) return true;
  if (!scope.isConnected) return false;
  const target = targetIn(scope, last);
  if (!target) return false;
  if (target === origin) return true;
  const focusable = target.matches('input, select, textarea, button, a[href], [tabindex]');
  if (!focusable) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

/**
 * Call when a request that answers a customer's action starts (or a refusal without a request is
 * about to show); call what it returns when the answer is in. Outside a browser, or without a
 * focused element in an island (and no answer expected on arrival), it does nothing.
 */
export function keepFocusNearAnswer(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  // A clicked submit button is often disabled (and focus dropped to <body>) before the request
  // starts: then the element focused last is where the customer was.
  const active = document.activeElement;
  const origin = active && active !== document.body ? active : lastFocused;
  const arrival = answerOnArrival && !origin;
  answerOnArrival = false;
  const scope = arrival
    ? document.querySelector('main')
    : origin && origin !== document.body
      ? origin.closest(SCOPES)
      : null;
  if (!scope) return () => undefined;
  return () => {
    followFocus(scope, () => moveFocus(scope, origin, true), FOLLOW_MS);
    const attempt = (i: number): void => {
      const delay = RETRY_MS[i];
      if (delay === undefined) return;
      setTimeout(() => {
        requestAnimationFrame(() => {
          if (!moveFocus(scope, origin, i === RETRY_MS.length - 1)) attempt(i + 1);
        });
      }, delay);
    };
    attempt(0);
  };
}
