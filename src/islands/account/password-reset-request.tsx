import { useId, useState } from 'react';
import { USERNAME_LABEL } from '~/domain/account-credentials/credential-texts';
import type {
  PasswordResetRequestFields,
  PasswordResetRequestInput,
  PasswordResetRequested,
} from '~/domain/account-credentials/password-change-input';
import { registerUrl } from '~/domain/auth/return-path';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { accountPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';

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
  const [sent, setSent] = useState<PasswordResetRequested | null>(null);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: { email: '' },
    fields: ['email'],
    send: async (values) => {
      setSent(
        await api.post<PasswordResetRequested>(accountPaths.passwordReset, values, {
          authenticated: false,
          withErrorBody: true,
        }),
      );
    },
  });

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

  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
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
      <SubmitButton busy={isSubmitting} label="Lähetä linkki" busyLabel="Lähetetään…" />
    </ApiForm>
  );
}
