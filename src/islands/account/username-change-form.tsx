import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CURRENT_USERNAME_LABEL,
  NEW_USERNAME_LABEL,
  PASSWORD_LABEL,
} from '~/domain/account-credentials/credential-texts';
import type {
  UsernameChangeFields,
  UsernameChangeInput,
  UsernameChangeRequested,
} from '~/domain/account-credentials/username-change-input';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { accountPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { goToLogin } from '../shared/go-to-login';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import { $session, loadSession } from '../shared/session';
import { TextField } from '../shared/text-field';
import { useHydrated } from '../shared/use-hydrated';

const resolver = lazyZodResolver<UsernameChangeInput, UsernameChangeFields>(() =>
  import('~/domain/account-credentials/username-change-input').then(
    (m) => m.usernameChangeInputSchema,
  ),
);

const FIELDS = ['username', 'newUsername', 'password'] as const;

/**
 * Asks for a new username (spec §4): the new e-mail address and the password. Nothing changes
 * until the link e-mailed to the new address is confirmed; the form then says where it went.
 * Mounted by /tili/vaihda-kayttajatunnus and by the /tili overview's modal (?modal=kayttajatunnus),
 * where the result stays in the dialog until the customer closes it.
 */
export function UsernameChangeForm() {
  const id = useId();
  const hydrated = useHydrated();
  const session = useStore($session);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<UsernameChangeRequested | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UsernameChangeInput, unknown, UsernameChangeFields>({
    resolver,
    defaultValues: { username: session.loginHint ?? '', newUsername: '', password: '' },
  });

  useEffect(() => {
    if (session.status === 'unknown') void loadSession().catch(() => undefined);
    if (session.loginHint) setValue('username', session.loginHint);
  }, [session.status, session.loginHint, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        setSent(
          await api.put<UsernameChangeRequested>(accountPaths.username, values, {
            withErrorBody: true,
          }),
        );
      } catch (err) {
        if (err instanceof LoggedOutError) return goToLogin();
        if (!applyServerErrors({ setError }, err, FIELDS)) setFormError(messageForError(err));
      }
    },
    () => setFormError(null),
  );

  if (sent) {
    return (
      <div>
        <p className="notice" role="status">
          Lähetimme vahvistuslinkin osoitteeseen {sent.newUsername}. Käyttäjätunnus vaihtuu, kun
          avaat linkin ja vahvistat vaihdon. Linkki on voimassa {sent.validHours} tuntia. Siihen
          asti kirjaudut nykyisellä käyttäjätunnuksellasi.
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
      <p>
        Käyttäjätunnuksesi on sähköpostiosoitteesi. Lähetämme uuteen osoitteeseen linkin, josta
        vahvistat vaihdon. Vahvistuksen jälkeen kirjaudut uudella osoitteella, ja muilla laitteilla
        olevat kirjautumiset päättyvät.
      </p>
      {formError && (
        <p id={errorId} className="alert" role="alert">
          {formError}
        </p>
      )}
      <TextField
        id={`${id}-username`}
        label={CURRENT_USERNAME_LABEL}
        type="email"
        readOnly
        autoComplete="username"
        registration={register('username')}
        error={errors.username}
      />
      <TextField
        id={`${id}-new-username`}
        label={NEW_USERNAME_LABEL}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('newUsername')}
        error={errors.newUsername}
      />
      <TextField
        id={`${id}-password`}
        label={PASSWORD_LABEL}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <button className="button" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Lähetetään…' : 'Lähetä vahvistuslinkki'}
      </button>
    </form>
  );
}
