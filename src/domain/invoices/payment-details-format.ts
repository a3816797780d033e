// How payment details are printed on Finnish invoices, so that customers can read and type them:
// an IBAN in groups of four, a national reference in groups of five counted from the right, an
// RF creditor reference in groups of four from the left (ISO 11649 paper form).

const compact = (s: string): string => s.replace(/\s/g, '').toUpperCase();

/** 'FI2112345600000785' -> 'FI21 1234 5600 0007 85' */
export function formatIban(iban: string): string {
  return (compact(iban).match(/.{1,4}/g) ?? []).join(' ');
}

/** '8685162596198977' -> '86851 62596 19897'; 'RF098685162596' -> 'RF09 8685 1625 96' */
export function formatReference(reference: string): string {
  const ref = compact(reference);
  if (ref.startsWith('RF')) return (ref.match(/.{1,4}/g) ?? []).join(' ');
  const groups: string[] = [];
  for (let end = ref.length; end > 0; end -= 5)
    groups.unshift(ref.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}

/** The reference as stored and matched: no spaces, RF upper case, national without leading zeros. */
export function normaliseReference(reference: string): string {
  const ref = compact(reference);
  return ref.startsWith('RF') ? ref : ref.replace(/^0+(?=\d)/, '');
}

/**
 * The forms a paid reference may match an invoice's reference in: as written, and for an RF
 * reference whose body is a national reference, that national reference too (RF form of it).
 */
export function referenceMatchKeys(reference: string): string[] {
  const ref = normaliseReference(reference);
  if (!ref.startsWith('RF')) return [ref];
  const body = ref.slice(4).replace(/^0+(?=\d)/, '');
  return /^\d{4,20}$/.test(body) ? [ref, body] : [ref];
}
