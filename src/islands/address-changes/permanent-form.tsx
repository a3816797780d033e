import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import type {
  PermanentChangeFields,
  PermanentChangeInput,
} from '~/domain/address-changes/change-input';
import { START_LABEL } from '~/domain/address-changes/field-labels';
import { ROLE_LABELS } from '~/domain/address-changes/labels';
import { subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { AddressInputs } from './address-inputs';
import { saveChange } from './submit-change';
import { UnknownAddressAlert } from './unknown-address-alert';
import { SubmitButton } from '../shared/submit-button';

// The schema (zod and the field rules) loads on the first submit, not with the dialog.
const permanentResolver = lazyZodResolver<PermanentChangeInput, PermanentChangeFields>(() =>
  import('~/domain/address-changes/change-input').then((m) => m.permanentChangeInputSchema),
);

/** A new permanent change: from when, whose address (when it is a choice), and where to. */
export default function PermanentForm({
  subscriptionNumber,
  today,
  roleChoice,
  onSaved,
}: {
  subscriptionNumber: string;
  today: string;
  roleChoice: boolean;
  onSaved: (result: AddressChangeResult) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [unknownAddress, setUnknownAddress] = useState<PermanentChangeFields | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PermanentChangeInput, unknown, PermanentChangeFields>({
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
  });

  const send = async (fields: PermanentChangeFields) => {
    setFormError(null);
    setBusy(true);
    const outcome = await saveChange(
      'post',
      subscriptionPaths.permanentAddressChange(subscriptionNumber),
      fields,
    );
    setBusy(false);
    if (outcome.kind === 'saved') return onSaved(outcome.result);
    if (outcome.kind === 'invalid-address') return setUnknownAddress(fields);
    if (outcome.kind === 'fields') {
      for (const [name, message] of Object.entries(outcome.fields)) {
        setError(name as keyof PermanentChangeInput, { message });
      }
      return;
    }
    setFormError(outcome.message);
  };
  const onSubmit = handleSubmit((values) => {
    setUnknownAddress(null);
    return send(values);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
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
          onContinue={() => void send({ ...unknownAddress, manual: true })}
        />
      )}
      <SubmitButton busy={busy} label="Vahvista" busyLabel="Tallennetaan…" />
    </form>
  );
}
