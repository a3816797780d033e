import { ERROR_MESSAGES } from './error-messages';

// Messages with a value in them: the catalogue's sentence, then the detail. Call sites pass the
// value, never a hand-built sentence, so the wording stays the catalogue's.

/** The same change again: when the saved one takes effect (a formatted date or period). */
export const changeAlreadyPendingMessage = (
  key: 'payment-method-change-already-pending' | 'billing-period-change-already-pending',
  effectiveDateLabel: string,
): string => `${ERROR_MESSAGES[key]} Se tulee voimaan ${effectiveDateLabel}.`;
