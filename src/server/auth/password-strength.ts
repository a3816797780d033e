import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { HttpError } from '../http/http-error';

/**
 * How hard a new password is to guess (issue 30 item 20): zxcvbn-ts with its common password
 * lists and the Finnish words and names, and the customer's own name and e-mail address as
 * words of her own. A score below 3 ("safely unguessable: moderate protection from offline
 * slow-hash attacks", zxcvbn's scale 0-4) is refused at registration, reset and change; the
 * message says why in Finnish, from the Finnish language package's feedback.
 */
const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE = 'Salasana on liian helppo arvata.';

/**
 * The checker with its dictionaries (about 3 MB of word lists) is loaded on the first password
 * set, not when the server starts: most processes serve many requests between two of them.
 */
let factory: Promise<ZxcvbnFactory> | undefined;
const checker = (): Promise<ZxcvbnFactory> =>
  (factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fi'),
  ]).then(
    ([core, common, fi]) =>
      new core.ZxcvbnFactory({
        translations: fi.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...fi.dictionary },
        useLevenshteinDistance: true,
      }),
  ));

/** The words of the customer's own: e-mail (whole, and its local part's pieces) and names. */
function ownWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const value = input?.trim().toLowerCase();
    if (!value) continue;
    // Also without the Finnish letters' dots: people type 'meikalainen' for 'Meikäläinen'.
    for (const form of [value, value.normalize('NFD').replace(/\p{M}/gu, '')]) {
      words.add(form);
      for (const piece of form.split(/[@.\s_+-]+/)) if (piece.length >= 3) words.add(piece);
    }
  }
  return [...words];
}

/** Why the password is too easy to guess (Finnish), or null when it is strong enough. */
export async function passwordWeakness(
  password: string,
  inputs: readonly (string | null | undefined)[],
): Promise<string | null> {
  const result = (await checker()).check(password, ownWords(inputs));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`));
  return [WEAK_PASSWORD_MESSAGE, ...why].join(' ');
}

/** Refuses a weak password with 400 `password-too-weak` naming the form's field. */
export async function assertStrongPassword(
  password: string,
  field: string,
  inputs: readonly (string | null | undefined)[],
): Promise<void> {
  const weakness = await passwordWeakness(password, inputs);
  if (weakness) throw new HttpError(400, 'password-too-weak', { fields: { [field]: weakness } });
}
