import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  COUNTRY_LABEL,
  COUNTRY_OPTIONS,
  POST_OFFICE_LABEL,
  STREET_LABEL,
  ZIP_LABEL,
} from '~/domain/address-changes/field-labels';
import { TextField } from '../shared/text-field';
import { SelectField } from '../shared/select-field';

interface AddressValues {
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  countryCode?: string | undefined;
}

const COUNTRIES = COUNTRY_OPTIONS.map((c) => ({ value: c.code, label: c.label }));

/** The new address's fields, shared by the temporary and the permanent change forms. */
export function AddressInputs<T extends AddressValues>({
  idPrefix,
  register,
  errors,
  readOnly = false,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  readOnly?: boolean;
}) {
  // The generic form narrows to the address keys it is known to have.
  const reg = register as unknown as UseFormRegister<AddressValues>;
  const err = errors as FieldErrors<AddressValues>;
  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={COUNTRY_LABEL}
        options={COUNTRIES}
        registration={reg('countryCode')}
        error={err.countryCode}
        disabled={readOnly}
      />
      <TextField
        id={`${idPrefix}-street`}
        label={STREET_LABEL}
        hint="Kadun nimi, talon numero, porras ja asunto, esimerkiksi Rantatie 4 B 2."
        autoComplete="address-line1"
        registration={reg('streetAddress')}
        error={err.streetAddress}
        readOnly={readOnly}
      />
      <TextField
        id={`${idPrefix}-zip`}
        label={ZIP_LABEL}
        autoComplete="postal-code"
        registration={reg('zipCode')}
        error={err.zipCode}
        readOnly={readOnly}
      />
      <TextField
        id={`${idPrefix}-post-office`}
        label={POST_OFFICE_LABEL}
        autoComplete="address-level2"
        registration={reg('postOffice')}
        error={err.postOffice}
        readOnly={readOnly}
      />
    </>
  );
}
