import type { ErrorKey } from '~/domain/errors/error-messages';

/** A non-OK answer from the self-service API. The UI shows `errorKey` through `errorMessage`. */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  statusText: string;
  // `declare`: no own property unless set, so `'body' in error` tells whether a body was asked for.
  /** Only present when the caller asked for the error body (`withErrorBody`). */
  declare body?: unknown;
  /** Filled when the answer carried a key of the catalogue, so every screen shows the right message. */
  declare errorKey?: ErrorKey;

  constructor(init: {
    status: number;
    statusText: string;
    body?: unknown;
    errorKey?: ErrorKey | undefined;
  }) {
    super(`API request failed: ${init.status} ${init.statusText}`.trim());
    this.status = init.status;
    this.statusText = init.statusText;
    if ('body' in init) this.body = init.body;
    if (init.errorKey !== undefined) this.errorKey = init.errorKey;
  }
}

/** The session has ended (duration -1); the call was not made. */
export class LoggedOutError extends Error {
  override name = 'LoggedOutError';

  constructor(
    message = 'Session has ended',
    /** The kind of login that ended, so the login page offers the same one. */
    readonly intent: 'b2c' | 'b2b' | null = null,
  ) {
    super(message);
  }
}

/** 429: kept apart from ApiError so screens can tell the user to wait instead of retrying. */
export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError';

  constructor(
    init: ConstructorParameters<typeof ApiError>[0],
    /** From the answer's Retry-After: how long the wait is (null when not said). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(init);
  }
}

export class PollingError extends Error {
  override name = 'PollingError';

  constructor(attempts: number) {
    super(`Polling exceeded allowed ${attempts} attempts`);
  }
}
