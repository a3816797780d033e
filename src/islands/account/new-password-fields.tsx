import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  NEW_PASSWORD_AGAIN_LABEL,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_LABEL,
} from '~/domain/account-credentials/credential-texts';
import { TextField } from '../shared/text-field';

/** The new password typed twice: the password change and the forgotten-password reset. */
export function NewPasswordFields({
  id,
  newPassword,
  newPasswordAgain,
  errors,
}: {
  id: string;
  newPassword: UseFormRegisterReturn;
  newPasswordAgain: UseFormRegisterReturn;
  errors: { newPassword?: FieldError | undefined; newPasswordAgain?: FieldError | undefined };
}) {
  return (
    <>
      <TextField
        id={`${id}-new`}
        label={NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        registration={newPassword}
        error={errors.newPassword}
      />
      <TextField
        id={`${id}-again`}
        label={NEW_PASSWORD_AGAIN_LABEL}
        type="password"
        autoComplete="new-password"
        registration={newPasswordAgain}
        error={errors.newPasswordAgain}
      />
    </>
  );
}
