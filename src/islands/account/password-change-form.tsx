import { useId, useState } from 'react';
import { CURRENT_PASSWORD_LABEL } from '~/domain/account-credentials/credential-texts';
import type {
  PasswordChangeFields,
  PasswordChangeInput,
} from '~/domain/account-credentials/password-change-input';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { accountPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { NewPasswordFields } from './new-password-fields';

const resolver = lazyZodResolver<PasswordChangeInput, PasswordChangeFields>(() =>
  import('~/domain/account-credentials/password-change-input').then(
    (m) => m.passwordChangeInputSchema,
  ),
);

/**
 * Changes the password (spec §4, §5): the current one, and the new one twice. This browser stays
 * logged in; every other session of the account ends at once. For the /tili overview's modal
 * (?modal=salasana): the result stays in the dialog until the customer closes it.
 */
export function PasswordChangeForm() {
  const id = useId();
  const [done, setDone] = useState(false);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordAgain: '' },
    fields: ['currentPassword', 'newPassword', 'newPasswordAgain'],
    send: async (values) => {
      await api.put(accountPaths.password, values, { withErrorBody: true });
      setDone(true);
    },
  });

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

  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      <TextField
        id={`${id}-current`}
        label={CURRENT_PASSWORD_LABEL}
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        id={id}
        newPassword={register('newPassword')}
        newPasswordAgain={register('newPasswordAgain')}
        errors={errors}
      />
      <SubmitButton busy={isSubmitting} label="Vaihda salasana" busyLabel="Vaihdetaan…" />
    </ApiForm>
  );
}
