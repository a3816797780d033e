import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PlainField } from './plain-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** react-hook-form's register(name) result. */
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  /** Help shown under the field and read with it, e.g. where to find a number. */
  hint?: string;
}

/** A PlainField registered with react-hook-form, showing the form's error for it. */
export function TextField({ registration, error, ...field }: TextFieldProps) {
  return <PlainField {...field} {...registration} error={error?.message} />;
}
