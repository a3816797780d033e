import { describe, expect, it } from 'vitest';
import {
  ApiError,
  LoggedOutError,
  PollingError,
  TooManyRequestsError,
} from '~/islands/shared/api-errors';

describe('api errors', () => {
  it('ApiError carries status, statusText and errorKey, and the body only when given', () => {
    const without = new ApiError({ status: 409, statusText: 'Conflict', errorKey: 'date-overlap' });
    expect(without).toBeInstanceOf(Error);
    expect(without).toMatchObject({
      status: 409,
      statusText: 'Conflict',
      errorKey: 'date-overlap',
    });
    expect(without).not.toHaveProperty('body');
    expect(new ApiError({ status: 500, statusText: '', body: null })).toHaveProperty('body', null);
  });

  it('leaves errorKey unset when the answer had none', () => {
    expect(new ApiError({ status: 500, statusText: '', errorKey: undefined })).not.toHaveProperty(
      'errorKey',
    );
  });

  it('TooManyRequestsError is an ApiError', () => {
    const error = new TooManyRequestsError({ status: 429, statusText: 'Too Many Requests' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('TooManyRequestsError');
  });

  it('LoggedOutError is not an ApiError', () => {
    expect(new LoggedOutError()).not.toBeInstanceOf(ApiError);
  });

  it('PollingError names the attempts', () => {
    expect(new PollingError(5).message).toBe('Polling exceeded allowed 5 attempts');
  });
});
