import { useState } from 'react';
import type {
  AddressChange,
  AddressChangeResult,
} from '~/domain/address-changes/address-change-view';
import type {
  TemporaryChangeFields,
  TemporaryChangeInput,
} from '~/domain/address-changes/change-input';
import { END_LABEL, NAME_LABEL, START_LABEL } from '~/domain/address-changes/field-labels';
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

type Values = TemporaryChangeInput;

// The schema (zod and the field rules) loads on the first submit, not with the dialog.
const temporaryResolver = lazyZodResolver<Values, TemporaryChangeFields>(() =>
  import('~/domain/address-changes/change-input').then((m) => m.temporaryChangeInputSchema),
);

function defaultsOf(change: AddressChange | null): Values {
  return {
    startDate: change?.startDate ?? '',
    endDate: change?.endDate ?? '',
    nameForAddress: change?.nameForAddress ?? '',
    streetAddress: change?.streetAddress ?? '',
    zipCode: change?.zipCode ?? '',
    postOffice: change?.postOffice ?? '',
    countryCode: change?.countryCode ?? 'FI',
    manual: false,
  };
}

/**
 * A new temporary change, or one being edited (`editing`). A started change keeps everything
 * but its end date (spec §4), so the other fields are read-only and are sent as stored.
 */
export default function TemporaryForm({
  subscriptionNumber,
  today,
  calendar,
  editing,
  onSaved,
  onCancelEdit,
}: {
  subscriptionNumber: string;
  today: string;
  calendar: PublicationCalendarView;
  editing: AddressChange | null;
  onSaved: (result: AddressChangeResult) => void;
  onCancelEdit: () => void;
}) {
  const endOnly = editing?.editable === 'END_DATE';
  const [unknownAddress, setUnknownAddress] = useState<TemporaryChangeFields | null>(null);
  const {
    register,
    setValue,
    watch,
    formState: { errors },
    formError,
    onSubmit,
    sendValues,
    busy,
  } = useApiForm<Values, TemporaryChangeFields>({
    resolver: temporaryResolver,
    defaultValues: defaultsOf(editing),
    send: async (values) => {
      // A started change: only the end date comes from the form.
      const fields =
        endOnly && editing
          ? { ...values, ...storedFields(editing), endDate: values.endDate }
          : values;
      onSaved(
        editing
          ? await saveChange(
              api.put(subscriptionPaths.addressChange(subscriptionNumber, editing.id), fields, {
                withErrorBody: true,
              }),
            )
          : await saveChange(
              api.post(subscriptionPaths.temporaryAddressChange(subscriptionNumber), fields, {
                withErrorBody: true,
              }),
            ),
      );
    },
    onRefused: (err, values) => {
      if (!isUnknownAddress(err)) return;
      setUnknownAddress(values);
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
      <h3>{editing ? 'Muuta tilapäistä osoitteenmuutosta' : 'Uusi tilapäinen osoitteenmuutos'}</h3>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <TextField
        id="temporary-start"
        label={START_LABEL}
        type="date"
        min={today}
        hint="Ensimmäinen päivä, jolloin lehti tulee tilapäiseen osoitteeseen."
        registration={register('startDate')}
        error={errors.startDate}
        readOnly={endOnly}
      />
      <TextField
        id="temporary-end"
        label={END_LABEL}
        type="date"
        min={today}
        hint="Viimeinen päivä, jolloin lehti tulee tilapäiseen osoitteeseen."
        registration={register('endDate')}
        error={errors.endDate}
      />
      <MonthCalendar
        label="Osoitteenmuutoksen päivät kalenterissa"
        calendar={calendar}
        range={{ start: watch('startDate'), end: watch('endDate') }}
        mode={endOnly ? 'end' : 'range'}
        onPick={(picked) => {
          if (!endOnly) setValue('startDate', picked.start, { shouldDirty: true });
          setValue('endDate', picked.end, { shouldDirty: true });
        }}
      />
      <TextField
        id="temporary-name"
        label={`${NAME_LABEL} (vapaaehtoinen)`}
        hint="Esimerkiksi mökin omistajan nimi, jos postilaatikossa on hänen nimensä."
        autoComplete="name"
        registration={register('nameForAddress')}
        error={errors.nameForAddress}
        readOnly={endOnly}
      />
      <AddressInputs idPrefix="temporary" register={register} errors={errors} readOnly={endOnly} />
      {unknownAddress && (
        <UnknownAddressAlert
          busy={busy}
          onContinue={() => void sendValues({ ...unknownAddress, manual: true })}
        />
      )}
      <SubmitButton busy={busy} label="Vahvista" busyLabel="Tallennetaan…" />{' '}
      {editing && (
        <button type="button" className="button button-secondary" onClick={onCancelEdit}>
          Peruuta muokkaus
        </button>
      )}
    </form>
  );
}

function storedFields(c: AddressChange) {
  return {
    startDate: c.startDate,
    nameForAddress: c.nameForAddress ?? '',
    streetAddress: c.streetAddress,
    zipCode: c.zipCode,
    postOffice: c.postOffice,
    countryCode: c.countryCode,
  };
}
