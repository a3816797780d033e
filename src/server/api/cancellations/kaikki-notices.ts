import {
  type KaikkiNoticeFields,
  type KaikkiReceipt,
  kaikkiProcessingText,
} from '~/domain/cancellation/kaikki-notice';
import { KAIKKI_END_OPTION_LABELS } from '~/domain/cancellation/kaikki-texts';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { isBlocked, recordFailure } from '../../auth/rate-limit';
import { kaikkiCancellationNotices } from '../../db/schema/cancellations';
import { queueEmail } from '../../email/outbox';
import { kaikkiReceiptEmail } from './cancellation-emails';
import { tooManyAttempts } from './cancellation-errors';

/** Notices accepted per client address within the window: a form open to anyone. */
export const KAIKKI_WINDOW_MINUTES = 60;
const MAX_KAIKKI_NOTICES_PER_ADDRESS = 5;

const receiptNumberOf = (no: number): string => `KK-${String(no).padStart(6, '0')}`;

/**
 * POST /kaikki-notices: a +Kaikki cancellation notice, stored for customer service (1–3 days)
 * with a receipt on the screen and by e-mail. Anyone may send one (the customer need not log in),
 * so the receipt repeats only what was typed, and submissions are limited per client.
 */
export async function sendKaikkiNotice(
  { db, clock }: AppDeps,
  clientAddress: string,
  input: KaikkiNoticeFields,
): Promise<KaikkiReceipt> {
  const now = clock.now();
  const key = `kaikki-ip:${clientAddress}`;
  if (
    await isBlocked(db, [{ key, max: MAX_KAIKKI_NOTICES_PER_ADDRESS }], KAIKKI_WINDOW_MINUTES, now)
  ) {
    throw tooManyAttempts();
  }
  const endOptionLabel = KAIKKI_END_OPTION_LABELS[input.endOption];
  const processingText = kaikkiProcessingText();
  const receipt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kaikkiCancellationNotices)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        customerNumber: input.customerNumber ? input.customerNumber : null,
        endOption: input.endOption,
        reason: input.reason ? input.reason : null,
        reasonText: input.reasonText ? input.reasonText : null,
        createdAt: now,
      })
      .returning({
        id: kaikkiCancellationNotices.id,
        receiptNo: kaikkiCancellationNotices.receiptNo,
      });
    if (!row) throw new Error('The +Kaikki notice was not stored');
    const receiptNumber = receiptNumberOf(row.receiptNo);
    await audit(tx, {
      accountId: null,
      action: 'KAIKKI_NOTICE_RECEIVED',
      entity: 'kaikki_cancellation_notice',
      entityId: receiptNumber,
      details: { endOption: input.endOption, reason: input.reason ?? null },
      at: now,
    });
    await queueEmail(
      tx,
      kaikkiReceiptEmail({
        to: input.email,
        receiptNumber,
        endOptionLabel,
        processingText,
      }),
      now,
    );
    return receiptNumber;
  });
  await recordFailure(db, [key], now);
  return {
    receiptNumber: receipt,
    receivedAtLabel: formatDate(now),
    endOptionLabel,
    processingText,
  };
}
