import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_LABEL } from '~/domain/customer-info/field-labels';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import type { PhoneInput } from '~/domain/customer-info/info-input';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
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
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneInput>({
    resolver,
    shouldFocusError: true,
    defaultValues: { phone: withoutSpaces(info.phone) },
  });
  const submit = handleSubmit(async (input) => {
    setFormError(null);
    setSaved(false);
    try {
      await saveCustomerInfo(input);
      if (onDone) onDone();
      else setSaved(true);
    } catch (err) {
      const shown =
        err instanceof ApiError &&
        err.status === 400 &&
        applyServerErrors({ setError }, err, ['phone']);
      if (!shown) setFormError(messageForError(err));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      {saved && <SavedNotice text="Puhelinnumero on tallennettu." username={info.username} />}
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <TextField
        id="phone"
        label={PHONE_LABEL}
        type="tel"
        autoComplete="tel"
        hint="Esimerkiksi +358401234567 tai 040-1234567. Numeroita ja merkkejä + - ( ) ilman välilyöntejä."
        registration={register('phone')}
        error={errors.phone}
      />
      <button className="button" type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Tallennetaan…' : 'Tallenna puhelinnumero'}
      </button>
      {!onDone && <BackToCustomerInfo />}
    </form>
  );
}
