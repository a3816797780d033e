import { useState } from 'react';
import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import type {
  PermanentChangeFields,
  PermanentChangeInput,
} from '~/domain/address-changes/change-input';
import { START_LABEL } from '~/domain/address-changes/field-labels';
import { ROLE_LABELS } from '~/domain/address-changes/labels';
import type { PublicationCalendarView } from '~/domain/delivery/calendar-view';
import { api } from '../shared/api-client';
import MonthCalendar from '../shared/month-calendar';
import { subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { AddressInputs } from './address-inputs';
import { isUnknownAddress, saveChange } from './submit-change';
import { UnknownAddressAlert } from './unknown-address-alert';
import { SubmitButton } from '../shared/submit-button';
import { useApiForm } from '../shared/use-api-form';

// The schema (zod and the field rules) loads on the first submit, not with the dialog.
const permanentResolver = lazyZodResolver<PermanentChangeInput, PermanentChangeFields>(() =>
  import('~/domain/address-changes/change-input').then((m) => m.permanentChangeInputSchema),
);

/** A new permanent change: from when, whose address (when it is a choice), and where to. */
export default function PermanentForm({
  subscriptionNumber,
  today,
  calendar,
  roleChoice,
  onSaved,
}: {
  subscriptionNumber: string;
  today: string;
  calendar: PublicationCalendarView;
  roleChoice: boolean;
  onSaved: (result: AddressChangeResult) => void;
}) {
  const [unknownAddress, setUnknownAddress] = useState<PermanentChangeFields | null>(null);
  const {
    register,
    setValue,
    watch,
    formState: { errors },
    formError,
    onSubmit,
    sendValues,
    busy,
  } = useApiForm<PermanentChangeInput, PermanentChangeFields>({
    resolver: permanentResolver,
    defaultValues: {
      startDate: '',
      role: 'SUBSCRIBER',
      streetAddress: '',
      zipCode: '',
      postOffice: '',
      countryCode: 'FI',
      manual: false,
    },
    send: async (fields) =>
      onSaved(
        await saveChange(
          api.post(subscriptionPaths.permanentAddressChange(subscriptionNumber), fields, {
            withErrorBody: true,
          }),
        ),
      ),
    onRefused: (err, fields) => {
      if (!isUnknownAddress(err)) return;
      setUnknownAddress(fields);
      return true;
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        setUnknownAddress(null);
        void onSubmit(e);
      }}
      aria-busy={busy}
    >
      <h3>Uusi pysyvä osoitteenmuutos</h3>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <TextField
        id="permanent-start"
        label={START_LABEL}
        type="date"
        min={today}
        hint="Päivä, josta lähtien lehti tulee uuteen osoitteeseen."
        registration={register('startDate')}
        error={errors.startDate}
      />
      <MonthCalendar
        label="Muutospäivä kalenterissa"
        calendar={calendar}
        range={{ start: watch('startDate'), end: '' }}
        mode="single"
        onPick={(picked) => setValue('startDate', picked.start, { shouldDirty: true })}
      />
      {roleChoice && (
        <fieldset>
          <legend>Kenen osoite muuttuu?</legend>
          {(['SUBSCRIBER', 'PAYER'] as const).map((role) => (
            <label key={role} className="checkbox">
              <input type="radio" value={role} {...register('role')} /> {ROLE_LABELS[role]}
            </label>
          ))}
          {errors.role && <p className="field-error">{errors.role.message}</p>}
        </fieldset>
      )}
      <AddressInputs idPrefix="permanent" register={register} errors={errors} />
      {unknownAddress && (
        <UnknownAddressAlert
          busy={busy}
          onContinue={() => void sendValues({ ...unknownAddress, manual: true })}
        />
      )}
      <SubmitButton busy={busy} label="Vahvista" busyLabel="Tallennetaan…" />
    </form>
  );
}
