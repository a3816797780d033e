import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CURRENT_PASSWORD_LABEL,
  NEW_PASSWORD_AGAIN_LABEL,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_LABEL,
} from '~/domain/account-credentials/credential-texts';
import type {
  PasswordChangeFields,
  PasswordChangeInput,
} from '~/domain/account-credentials/password-change-input';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { accountPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { goToLogin } from '../shared/go-to-login';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import { TextField } from '../shared/text-field';
import { useHydrated } from '../shared/use-hydrated';

const resolver = lazyZodResolver<PasswordChangeInput, PasswordChangeFields>(() =>
  import('~/domain/account-credentials/password-change-input').then(
    (m) => m.passwordChangeInputSchema,
  ),
);

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordAgain'] as const;

/**
 * Changes the password (spec §4, §5): the current one, and the new one twice. This browser stays
 * logged in; every other session of the account ends at once. For the /tili overview's modal
 * (?modal=salasana): the result stays in the dialog until the customer closes it.
 */
export function PasswordChangeForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput, unknown, PasswordChangeFields>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordAgain: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await api.put(accountPaths.password, values, { withErrorBody: true });
        setDone(true);
      } catch (err) {
        if (err instanceof LoggedOutError) return goToLogin();
        if (!applyServerErrors({ setError }, err, FIELDS)) setFormError(messageForError(err));
      }
    },
    () => setFormError(null),
  );

  if (done) {
    return (
      <div>
        <p className="notice" role="status">
          Salasanasi on vaihdettu. Olet yhä kirjautuneena tällä laitteella. Muilla laitteilla
          kirjautumiset päättyivät, ja niillä kirjaudutaan jatkossa uudella salasanalla. Lähetimme
          vahvistuksen sähköpostiisi.
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
          {formError}
        </p>
      )}
      <TextField
        id={`${id}-current`}
        label={CURRENT_PASSWORD_LABEL}
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
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
