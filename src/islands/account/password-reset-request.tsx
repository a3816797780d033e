import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { USERNAME_LABEL } from '~/domain/account-credentials/credential-texts';
import type {
  PasswordResetRequestFields,
  PasswordResetRequestInput,
  PasswordResetRequested,
} from '~/domain/account-credentials/password-change-input';
import { registerUrl } from '~/domain/auth/return-path';
import { api } from '../shared/api-client';
import { accountPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import { TextField } from '../shared/text-field';
import { useHydrated } from '../shared/use-hydrated';

const resolver = lazyZodResolver<PasswordResetRequestInput, PasswordResetRequestFields>(() =>
  import('~/domain/account-credentials/password-change-input').then(
    (m) => m.passwordResetRequestInputSchema,
  ),
);

/**
 * /auth/unohtunut-salasana (decision 0035): the username; the answer says the same whether it
 * has an account or not, so the page reveals no one's account.
 */
export default function PasswordResetRequest() {
  const id = useId();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<PasswordResetRequested | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput, unknown, PasswordResetRequestFields>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const answer = await api.post<PasswordResetRequested>(accountPaths.passwordReset, values, {
          authenticated: false,
          withErrorBody: true,
        });
        setSent(answer);
      } catch (err) {
        if (!applyServerErrors({ setError }, err, ['email'])) setFormError(messageForError(err));
      }
    },
    () => setFormError(null),
  );

  if (sent) {
    return (
      <div>
        <p className="notice" role="status">
          Jos osoitteella {sent.email} on tunnus, lähetimme siihen linkin uuden salasanan
          valitsemiseen. Linkki toimii {sent.validMinutes} minuutin ajan.
        </p>
        <p>
          Jos viestiä ei näy muutamassa minuutissa, katso myös roskapostikansio ja tarkista, että
          kirjoitit saman osoitteen, jolla kirjaudut. Jos sinulla ei vielä ole tunnusta, voit{' '}
          <a href={registerUrl('/tili')}>luoda tunnuksen</a>.
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
        id={`${id}-email`}
        label={USERNAME_LABEL}
        type="email"
        autoComplete="username"
        inputMode="email"
        hint="Sähköpostiosoite, jolla kirjaudut."
        registration={register('email')}
        error={errors.email}
      />
      <button className="button" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Lähetetään…' : 'Lähetä linkki'}
      </button>
    </form>
  );
}
