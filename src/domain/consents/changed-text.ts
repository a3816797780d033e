import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { HELSINKI, formatDate } from '../shared/dates';
import { CHANGE_CHANNEL_WORDS } from './consent-texts';
import type { ChangeChannel } from './enums';

const inHelsinki = tz(HELSINKI);

/** 'd.M.yyyy klo H.mm' of an instant in Helsinki time: '23.11.2026 klo 18.05'. */
export function dateTimeText(at: Date): string {
  return `${formatDate(at)} klo ${format(at, 'H.mm', { in: inHelsinki })}`;
}

/**
 * When and where a consent was last changed: 'Muutettu 23.11.2026 klo 18.05, verkkopalvelussa';
 * an unknown channel leaves the place out, a value never chosen has no text (null).
 */
export function changedText(at: Date | null, channel: ChangeChannel): string | null {
  if (at === null) return null;
  const where = CHANGE_CHANNEL_WORDS[channel];
  return `Muutettu ${dateTimeText(at)}${where ? `, ${where}` : ''}`;
}
