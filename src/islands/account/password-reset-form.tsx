import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  NEW_PASSWORD_AGAIN_LABEL,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_LABEL,
} from '~/domain/account-credentials/credential-texts';
import type {
  PasswordResetConfirmFields,
  PasswordResetConfirmInput,
  PasswordResetDone,
} from '~/domain/account-credentials/password-change-input';
import { api } from '../shared/api-client';
import { accountPaths } from '../shared/api-paths';
import { errorMessage, messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import { TextField } from '../shared/text-field';
import { useAddressSearch, useHydrated } from '../shared/use-hydrated';

const resolver = lazyZodResolver<PasswordResetConfirmInput, PasswordResetConfirmFields>(() =>
  import('~/domain/account-credentials/password-change-input').then(
    (m) => m.passwordResetConfirmInputSchema,
  ),
);

const loginLink = (username: string): string =>
  `/auth/login?${new URLSearchParams({ login_hint: username }).toString()}`;

/**
 * /auth/uusi-salasana?token=: the "forgot password" link (decision 0035). The new password
 * twice; then every session of the account has ended and the customer logs in with it.
 */
export default function PasswordResetForm() {
  const id = useId();
  const hydrated = useHydrated();
  const search = useAddressSearch();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<PasswordResetDone | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirmInput, unknown, PasswordResetConfirmFields>({
    resolver,
    defaultValues: { token: '', newPassword: '', newPasswordAgain: '' },
  });
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  const token = new URLSearchParams(search).get('token') ?? '';
  if (!token) {
    return (
      <p className="alert" role="alert">
        {errorMessage('password-reset-expired')}{' '}
        <a href="/auth/unohtunut-salasana">Pyydä uusi linkki</a>
      </p>
    );
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const answer = await api.post<PasswordResetDone>(
          accountPaths.passwordResetConfirm,
          { ...values, token },
          { authenticated: false, withErrorBody: true },
        );
        setDone(answer);
      } catch (err) {
        if (!applyServerErrors({ setError }, err, ['newPassword', 'newPasswordAgain'])) {
          setFormError(messageForError(err));
        }
      }
    },
    () => setFormError(null),
  );

  if (done) {
    return (
      <div>
        <p className="notice" role="status">
          Salasanasi on vaihdettu. Kaikki kirjautumiset päättyivät; kirjaudu nyt uudella
          salasanalla.
        </p>
        <p>
          <a className="button" href={loginLink(done.username)}>
            Kirjaudu sisään
          </a>
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-describedby={formError ? errorId : undefined}
    >
      {formError && (
        <p id={errorId} className="alert" role="alert">
          {formError} <a href="/auth/unohtunut-salasana">Pyydä uusi linkki</a>
        </p>
      )}
      <TextField
        id={`${id}-new`}
        label={NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        registration={register('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        id={`${id}-again`}
        label={NEW_PASSWORD_AGAIN_LABEL}
        type="password"
        autoComplete="new-password"
        registration={register('newPasswordAgain')}
        error={errors.newPasswordAgain}
      />
      <button className="button" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Vaihdetaan…' : 'Vaihda salasana'}
      </button>
    </form>
  );
}
