import {
  customerServiceDeadline,
  customerServiceNotice,
} from '~/domain/address-changes/processing';
import { addDays, formatDate } from '~/domain/shared/dates';
import { nonWorkingDays } from '../calendar/holidays';

/** "Within 1-3 working days" from today, holidays included, and the sentence that says it. */
export function customerServiceAnswer(today: string) {
  const deadline = customerServiceDeadline(today, nonWorkingDays(today, addDays(today, 31)));
  return { deadline, deadlineLabel: formatDate(deadline), notice: customerServiceNotice(deadline) };
}
