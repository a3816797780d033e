import { useMemo, useState } from 'react';
import {
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  YEAR_OF_BIRTH_LABEL,
} from '~/domain/customer-info/field-labels';
import type { PersonalDetailsInput } from '~/domain/customer-info/info-input';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { saveCustomerInfo } from './customer-info-data';
import { BackToCustomerInfo, SavedNotice, WithCustomerInfo } from './customer-info-status';

interface Values {
  firstName: string;
  lastName: string;
  yearOfBirth: string;
}
const FIELDS = ['firstName', 'lastName', 'yearOfBirth'] as const;

/** /tili/asiakastiedot/muokkaa-henkilotietoja: first and last name and year of birth. */
export default function PersonalDetailsForm() {
  return (
    <WithCustomerInfo>
      {(info) =>
        info.editable.personalDetails ? (
          <Form info={info} />
        ) : (
          <>
            <p className="alert">
              Yritys- ja yhteisöasiakkaalla ei ole henkilötietoja. Voit muuttaa yrityksen tietoja.
            </p>
            <BackToCustomerInfo />
          </>
        )
      }
    </WithCustomerInfo>
  );
}

function Form({ info }: { info: CustomerInfo }) {
  const { min, max } = info.yearOfBirthRange;
  // The range is the server's (decision 0025): the form refuses what the server would.
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, PersonalDetailsInput>(() =>
        import('~/domain/customer-info/info-input').then((m) =>
          m.personalDetailsSchema({ min, max }),
        ),
      ),
    [min, max],
  );
  const [saved, setSaved] = useState(false);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: {
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      yearOfBirth: info.yearOfBirth === null ? '' : String(info.yearOfBirth),
    },
    fields: FIELDS,
    send: async (input) => {
      setSaved(false);
      await saveCustomerInfo(input);
      setSaved(true);
    },
  });
  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      {saved && <SavedNotice text="Henkilötietosi on tallennettu." username={info.username} />}
      <TextField
        id="first-name"
        label={FIRST_NAME_LABEL}
        autoComplete="given-name"
        registration={register('firstName')}
        error={errors.firstName}
      />
      <TextField
        id="last-name"
        label={LAST_NAME_LABEL}
        autoComplete="family-name"
        registration={register('lastName')}
        error={errors.lastName}
      />
      <TextField
        id="year-of-birth"
        label={YEAR_OF_BIRTH_LABEL}
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        hint={`Neljä numeroa, vuosi ${min}–${max}.`}
        registration={register('yearOfBirth')}
        error={errors.yearOfBirth}
      />
      <SubmitButton busy={isSubmitting} label="Tallenna henkilötiedot" busyLabel="Tallennetaan…" />
      <BackToCustomerInfo />
    </ApiForm>
  );
}
