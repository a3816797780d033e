// ISO 7064 MOD 97-10, shared by IBAN and RF creditor references: letters become 10..35 and
// the number is reduced digit by digit, since it is far longer than a safe integer.
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric.toUpperCase()) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return NaN;
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}
