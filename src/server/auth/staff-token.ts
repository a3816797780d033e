import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/http-error';

/** A constant-time comparison, so the answer time tells nothing about the token. */
function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The export's access: a configured token as "Authorization: Bearer <token>". */
export function assertStaffToken(header: string | undefined, expected: string | undefined): void {
  // Without a configured token the export does not exist.
  if (!expected) throw new HttpError(404, 'not-found', { message: 'Rajapintaa ei löytynyt.' });
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  if (!tokenMatches(given, expected)) {
    throw new HttpError(401, 'invalid-token');
  }
}
