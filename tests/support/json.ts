/** The answer's JSON body. */
export const json = async <T = unknown>(res: Response): Promise<T> => (await res.json()) as T;

/**
 * The answer's JSON body with Intl's narrow no-break and no-break spaces (in money and dates)
 * as plain spaces, so Finnish texts compare as written. Untyped (as JSON.parse) unless T is given.
 */
export const plainJson = async <T = ReturnType<typeof JSON.parse>>(res: Response): Promise<T> =>
  JSON.parse((await res.text()).replace(/[\u00a0\u202f]/g, ' ')) as T;
