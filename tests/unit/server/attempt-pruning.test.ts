import { describe, expect, it } from 'vitest';
import { CREDENTIAL_WINDOW_MINUTES } from '~/server/api/account-credentials/credential-attempts';
import { KAIKKI_WINDOW_MINUTES } from '~/server/api/cancellations/kaikki-notices';
import { FEEDBACK_WINDOW_MINUTES } from '~/server/api/feedback/send-feedback';
import { LINK_WINDOW_MINUTES } from '~/server/api/subscription-links/link-rate-limit';
import { ATTEMPT_RETENTION_MINUTES } from '~/server/auth/attempt-pruning';
import { IDENTIFICATION_WINDOW_MINUTES } from '~/server/auth/identification-limits';
import { LOGIN_WINDOW_MINUTES } from '~/server/auth/rate-limit';

describe('ATTEMPT_RETENTION_MINUTES', () => {
  it('outlasts every window that counts login_attempts rows', () => {
    const windows = [
      LOGIN_WINDOW_MINUTES,
      IDENTIFICATION_WINDOW_MINUTES,
      LINK_WINDOW_MINUTES,
      KAIKKI_WINDOW_MINUTES,
      CREDENTIAL_WINDOW_MINUTES,
      FEEDBACK_WINDOW_MINUTES,
    ];
    for (const w of windows) expect(ATTEMPT_RETENTION_MINUTES).toBeGreaterThanOrEqual(w);
  });
});
