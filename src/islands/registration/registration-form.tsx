import { useId, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type {
  RegistrationFields,
  RegistrationInput,
  RegistrationRequested,
} from '~/domain/registration/registration-input';
import * as t from '~/domain/registration/registration-texts';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { registrationPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { useAddressSearch } from '../shared/use-hydrated';

const resolver = lazyZodResolver<RegistrationInput, RegistrationFields>(() =>
  import('~/domain/registration/registration-input').then((m) => m.registrationInputSchema),
);

const FIELDS = [
  'email',
  'password',
  'passwordAgain',
  'firstName',
  'lastName',
  'streetAddress',
  'zipCode',
  'postOffice',
] as const;

/** Where the visitor was going (?palaa=), checked again by the server. */
const returnPathOf = (search: string | null): string | undefined =>
  new URLSearchParams(search ?? '').get('palaa') ?? undefined;

/**
 * /auth/rekisteroidy (decision 0034): e-mail, password twice, name and an optional address.
 * Sending it creates nothing yet: the answer says where the confirmation link went. The values
 * stay in the form, so "send again" needs no retyping.
 */
export default function RegistrationForm() {
  const id = useId();
  const search = useAddressSearch();
  const [sent, setSent] = useState<RegistrationRequested | null>(null);
  const returnPath = returnPathOf(search);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: {
      email: '',
      password: '',
      passwordAgain: '',
      firstName: '',
      lastName: '',
      streetAddress: '',
      zipCode: '',
      postOffice: '',
    },
    fields: FIELDS,
    send: async (values) => {
      setSent(
        await api.post<RegistrationRequested>(
          registrationPaths.register,
          { ...values, returnPath },
          { authenticated: false, withErrorBody: true },
        ),
      );
    },
  });

  if (sent) {
    return (
      <div>
        <p className="notice" role="status">
          Lähetimme vahvistuslinkin osoitteeseen <strong>{sent.email}</strong>. Tunnus luodaan, kun
          avaat linkin ja vahvistat sen. Linkki toimii {sent.validHours} tunnin ajan.
        </p>
        <p>
          Jos viestiä ei näy muutamassa minuutissa, katso myös roskapostikansio. Jos osoitteella on
          jo tunnus, saat viestin siitä ja voit{' '}
          <a href={loginUrl(returnPath ?? '/tili')}>kirjautua sisään</a>.
        </p>
        <p>
          <button className="button button-secondary" type="button" onClick={() => setSent(null)}>
            Korjaa tietoja ja lähetä uudelleen
          </button>
        </p>
      </div>
    );
  }

  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      <TextField
        id={`${id}-email`}
        label={t.EMAIL_LABEL}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t.EMAIL_HINT}
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        id={`${id}-password`}
        label={t.PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        hint={t.PASSWORD_HINT}
        registration={register('password')}
        error={errors.password}
      />
      <TextField
        id={`${id}-again`}
        label={t.PASSWORD_AGAIN_LABEL}
        type="password"
        autoComplete="new-password"
        registration={register('passwordAgain')}
        error={errors.passwordAgain}
      />
      <TextField
        id={`${id}-first`}
        label={t.FIRST_NAME_LABEL}
        autoComplete="given-name"
        registration={register('firstName')}
        error={errors.firstName}
      />
      <TextField
        id={`${id}-last`}
        label={t.LAST_NAME_LABEL}
        autoComplete="family-name"
        registration={register('lastName')}
        error={errors.lastName}
      />
      <fieldset>
        <legend>Osoite (vapaaehtoinen)</legend>
        <p className="hint">{t.ADDRESS_HINT}</p>
        <TextField
          id={`${id}-street`}
          label={t.STREET_LABEL}
          autoComplete="address-line1"
          registration={register('streetAddress')}
          error={errors.streetAddress}
        />
        <TextField
          id={`${id}-zip`}
          label={t.ZIP_LABEL}
          autoComplete="postal-code"
          inputMode="numeric"
          registration={register('zipCode')}
          error={errors.zipCode}
        />
        <TextField
          id={`${id}-post-office`}
          label={t.POST_OFFICE_LABEL}
          autoComplete="address-level2"
          registration={register('postOffice')}
          error={errors.postOffice}
        />
      </fieldset>
      <SubmitButton busy={isSubmitting} label="Luo tunnus" busyLabel="Lähetetään…" />
      <p>
        Onko sinulla jo tunnus? <a href={loginUrl(returnPath ?? '/tili')}>Kirjaudu sisään</a>
      </p>
    </ApiForm>
  );
}
