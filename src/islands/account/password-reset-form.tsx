import { useId, useState } from 'react';
import type {
  PasswordResetConfirmFields,
  PasswordResetConfirmInput,
  PasswordResetDone,
} from '~/domain/account-credentials/password-change-input';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { accountPaths } from '../shared/api-paths';
import { errorMessage } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { NewPasswordFields } from './new-password-fields';
import { useAddressSearch } from '../shared/use-hydrated';

const resolver = lazyZodResolver<PasswordResetConfirmInput, PasswordResetConfirmFields>(() =>
  import('~/domain/account-credentials/password-change-input').then(
    (m) => m.passwordResetConfirmInputSchema,
  ),
);

/** An expired or used link: what went wrong, and the way to a new one. */
function LinkFailed({ message }: { message: string }) {
  return (
    <p className="alert" role="alert">
      {message} <a href="/auth/unohtunut-salasana">Pyydä uusi linkki</a>
    </p>
  );
}

const loginLink = (username: string): string =>
  `/auth/login?${new URLSearchParams({ login_hint: username }).toString()}`;

/**
 * /auth/uusi-salasana?token=: the "forgot password" link (decision 0035). The new password
 * twice; then every session of the account has ended and the customer logs in with it.
 */
export default function PasswordResetForm() {
  const id = useId();
  const search = useAddressSearch();
  const token = new URLSearchParams(search ?? '').get('token') ?? '';
  const [done, setDone] = useState<PasswordResetDone | null>(null);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: { token: '', newPassword: '', newPasswordAgain: '' },
    fields: ['newPassword', 'newPasswordAgain'],
    send: async (values) => {
      setDone(
        await api.post<PasswordResetDone>(
          accountPaths.passwordResetConfirm,
          { ...values, token },
          { authenticated: false, withErrorBody: true },
        ),
      );
    },
  });
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  if (!token) return <LinkFailed message={errorMessage('password-reset-expired')} />;

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

  return (
    <>
      {formError && <LinkFailed message={formError} />}
      <ApiForm formError={null} onSubmit={onSubmit}>
        <NewPasswordFields
          id={id}
          newPassword={register('newPassword')}
          newPasswordAgain={register('newPasswordAgain')}
          errors={errors}
        />
        <SubmitButton busy={isSubmitting} label="Vaihda salasana" busyLabel="Vaihdetaan…" />
      </ApiForm>
    </>
  );
}
