// Spec §5 asks for a year of birth of four digits "within a range" and §9 leaves the range a
// parameter. The server configures it (YEAR_OF_BIRTH_MIN, YEAR_OF_BIRTH_MIN_AGE; decision 0025)
// and sends it with the customer info, so that the form checks what the server checks.

export interface YearRange {
  min: number;
  max: number;
}

/** The years of birth allowed in `currentYear`: from `min` to the year the youngest allowed is born. */
export function yearOfBirthRange(
  currentYear: number,
  settings: { min: number; minAge: number },
): YearRange {
  return { min: settings.min, max: Math.max(settings.min, currentYear - settings.minAge) };
}

/** Four digits at all: what the API's contract says before the configured range is known. */
export const ANY_FOUR_DIGIT_YEAR: YearRange = { min: 1000, max: 9999 };
