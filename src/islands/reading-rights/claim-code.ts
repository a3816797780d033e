import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';

/** The code of /ak/{code}: the last part of the path, or '' when missing. */
export function codeFromPath(pathname: string): string {
  const match = /^\/ak\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/**
 * A refusal's message: the server's own wording where it names the case (the household
 * reason, the address already activated), else the catalogue's.
 */
export function claimErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 409 && typeof err.body === 'object' && err.body) {
    const message = (err.body as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return messageForError(err);
}
