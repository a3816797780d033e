import { useState } from 'react';
import { PHONE_LABEL } from '~/domain/customer-info/field-labels';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import type { PhoneInput } from '~/domain/customer-info/info-input';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { saveCustomerInfo } from './customer-info-data';
import { BackToCustomerInfo, SavedNotice, WithCustomerInfo } from './customer-info-status';

const resolver = lazyZodResolver<PhoneInput>(() =>
  import('~/domain/customer-info/info-input').then((m) => m.phoneSchema),
);

/** Spaces are not allowed (spec §5), but older data has them: the form offers the number without. */
const withoutSpaces = (phone: string | null) => (phone ?? '').replace(/\s/g, '');

/**
 * The phone number (spec §5: digits and - ( ) +, at most 64), in the /tili modal
 * ?modal=puhelinnumero and on /tili/asiakastiedot/muokkaa-puhelinnumeroa. With `onDone` (the
 * modal) a save hands over to the caller; without, the form says it was saved and links back.
 */
export function PhoneForm({ onDone }: { onDone?: () => void }) {
  return <WithCustomerInfo>{(info) => <Form info={info} onDone={onDone} />}</WithCustomerInfo>;
}

function Form({ info, onDone }: { info: CustomerInfo; onDone: (() => void) | undefined }) {
  const [saved, setSaved] = useState(false);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: { phone: withoutSpaces(info.phone) },
    fields: ['phone'],
    send: async (input) => {
      setSaved(false);
      await saveCustomerInfo(input);
      if (onDone) onDone();
      else setSaved(true);
    },
  });
  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      {saved && <SavedNotice text="Puhelinnumero on tallennettu." username={info.username} />}
      <TextField
        id="phone"
        label={PHONE_LABEL}
        type="tel"
        autoComplete="tel"
        hint="Esimerkiksi +358401234567 tai 040-1234567. Numeroita ja merkkejä + - ( ) ilman välilyöntejä."
        registration={register('phone')}
        error={errors.phone}
      />
      <SubmitButton busy={isSubmitting} label="Tallenna puhelinnumero" busyLabel="Tallennetaan…" />
      {!onDone && <BackToCustomerInfo />}
    </ApiForm>
  );
}
