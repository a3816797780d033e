import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  AddressChange,
  AddressChangeResult,
} from '~/domain/address-changes/address-change-view';
import type {
  TemporaryChangeFields,
  TemporaryChangeInput,
} from '~/domain/address-changes/change-input';
import { END_LABEL, NAME_LABEL, START_LABEL } from '~/domain/address-changes/field-labels';
import { subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { AddressInputs } from './address-inputs';
import { saveChange } from './submit-change';
import { UnknownAddressAlert } from './unknown-address-alert';
import { SubmitButton } from '../shared/submit-button';

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
  editing,
  onSaved,
  onCancelEdit,
}: {
  subscriptionNumber: string;
  today: string;
  editing: AddressChange | null;
  onSaved: (result: AddressChangeResult) => void;
  onCancelEdit: () => void;
}) {
  const endOnly = editing?.editable === 'END_DATE';
  const [formError, setFormError] = useState<string | null>(null);
  const [unknownAddress, setUnknownAddress] = useState<TemporaryChangeFields | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, TemporaryChangeFields>({
    resolver: temporaryResolver,
    defaultValues: defaultsOf(editing),
  });

  const send = async (fields: TemporaryChangeFields) => {
    setFormError(null);
    setBusy(true);
    const outcome = editing
      ? await saveChange(
          'put',
          subscriptionPaths.addressChange(subscriptionNumber, editing.id),
          fields,
        )
      : await saveChange(
          'post',
          subscriptionPaths.temporaryAddressChange(subscriptionNumber),
          fields,
        );
    setBusy(false);
    if (outcome.kind === 'saved') return onSaved(outcome.result);
    if (outcome.kind === 'invalid-address') return setUnknownAddress(fields);
    if (outcome.kind === 'fields') {
      for (const [name, message] of Object.entries(outcome.fields)) {
        setError(name as keyof Values, { message });
      }
      return;
    }
    setFormError(outcome.message);
  };

  const onSubmit = handleSubmit((values) => {
    setUnknownAddress(null);
    // A started change: only the end date comes from the form.
    const fields =
      endOnly && editing
        ? { ...values, ...storedFields(editing), endDate: values.endDate }
        : values;
    return send(fields);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
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
          onContinue={() => void send({ ...unknownAddress, manual: true })}
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
