import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { keepFocusNearAnswer } from './answer-focus';
import { LoggedOutError } from './api-errors';
import { messageForError } from './error-messages';
import type { SubmitState } from './submit-button';

/** What an action that changes something through the API says (use-api-form.ts adds a form). */
export interface ApiMutationOptions<Args extends unknown[]> {
  /**
   * Sends; throws the API's error when refused. A step that leaves the action ready for another
   * go (a price shown before the change is confirmed) returns 'idle'; one that sends the browser
   * elsewhere returns 'busy', so the button stays busy until the page has gone.
   */
  send: (...args: Args) => Promise<void | 'idle' | 'busy' | 'done'>;
  /**
   * Sees every refusal first. Return true when the island answered it in a way of its own
   * (another step, a sentence of its own) and shows nothing more; return nothing to only take
   * note of it (remember a lock, count a failure) and let the message show.
   */
  onRefused?: ((err: unknown, ...args: Args) => boolean | void) | undefined;
  /** The sentence for a refusal (default: the error catalogue's). */
  refusalMessage?: ((err: unknown) => string) | undefined;
  /** Shows the refusal beside fields instead; true when it did (use-api-form.ts). */
  showBesideFields?: (err: unknown) => boolean;
}

/**
 * An action that changes something through the API (a button, or a form's submit through
 * useApiForm): `run` sends; a refusal becomes `error`, one Finnish sentence; a logged-out answer
 * is already on its way to the login (the API client sends it there, keeping what was typed),
 * so nothing shows. Focus goes to the answer (answer-focus.ts: the API client's, and `refuse`'s). `state` is the
 * button's (submit-button.tsx): busy while sending, done after a success, error after a refusal;
 * `running` the arguments of the call under way (which of several buttons is busy), else null;
 * `locked` while busy or done: a button that must not be pressed again (the page is leaving, or
 * what it removes is gone). `run` and `refuse` are the same functions on every render, so an
 * effect may call them (a change sent again after strong identification); they use the options of
 * the latest render.
 */
export function useApiMutation<Args extends unknown[]>(options: ApiMutationOptions<Args>) {
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SubmitState>('idle');
  const [running, setRunning] = useState<Args | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const run = useCallback(async (...args: Args) => {
    const { send, onRefused, refusalMessage = messageForError, showBesideFields } = latest.current;
    setError(null);
    setState('busy');
    setRunning(args);
    try {
      const next = (await send(...args)) ?? 'done';
      setState(next);
      if (next !== 'busy') setRunning(null);
    } catch (err) {
      setState('error');
      setRunning(null);
      if (err instanceof LoggedOutError || onRefused?.(err, ...args)) return;
      if (!showBesideFields?.(err)) setError(refusalMessage(err));
    }
  }, []);
  /** Shows a refusal that came from elsewhere (an identification cancelled at the bank). */
  const refuse = useCallback((message: string) => {
    const answered = keepFocusNearAnswer();
    setState('error');
    setRunning(null);
    setError(message);
    answered();
  }, []);
  return {
    run,
    refuse,
    state,
    busy: state === 'busy',
    locked: state === 'busy' || state === 'done',
    running,
    error,
    setError,
  };
}
