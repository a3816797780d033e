import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
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
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { accountPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { $session, loadSession } from '../shared/session';
import { TextField } from '../shared/text-field';

const resolver = lazyZodResolver<UsernameChangeInput, UsernameChangeFields>(() =>
  import('~/domain/account-credentials/username-change-input').then(
    (m) => m.usernameChangeInputSchema,
  ),
);

/**
 * Asks for a new username (spec §4): the new e-mail address and the password. Nothing changes
 * until the link e-mailed to the new address is confirmed; the form then says where it went.
 * Mounted by /tili/vaihda-kayttajatunnus and by the /tili overview's modal (?modal=kayttajatunnus),
 * where the result stays in the dialog until the customer closes it.
 */
export function UsernameChangeForm() {
  const id = useId();
  const session = useStore($session);
  const [sent, setSent] = useState<UsernameChangeRequested | null>(null);
  const {
    register,
    setValue,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: { username: session.loginHint ?? '', newUsername: '', password: '' },
    fields: ['username', 'newUsername', 'password'],
    send: async (values) => {
      setSent(
        await api.put<UsernameChangeRequested>(accountPaths.username, values, {
          withErrorBody: true,
        }),
      );
    },
  });

  useEffect(() => {
    if (session.status === 'unknown') void loadSession().catch(() => undefined);
    if (session.loginHint) setValue('username', session.loginHint);
  }, [session.status, session.loginHint, setValue]);

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

  return (
    <>
      <p>
        Käyttäjätunnuksesi on sähköpostiosoitteesi. Lähetämme uuteen osoitteeseen linkin, josta
        vahvistat vaihdon. Vahvistuksen jälkeen kirjaudut uudella osoitteella, ja muilla laitteilla
        olevat kirjautumiset päättyvät.
      </p>
      <ApiForm formError={formError} onSubmit={onSubmit}>
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
        <SubmitButton busy={isSubmitting} label="Lähetä vahvistuslinkki" busyLabel="Lähetetään…" />
      </ApiForm>
    </>
  );
}
