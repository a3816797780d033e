import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  /** The statement the customer ticks, e.g. accepting the terms. */
  label: ReactNode;
  /** The Finnish error shown under the box, tied to it for screen readers. */
  error?: string | undefined;
  /** react-hook-form's register(name) result; a controlled box passes checked and onChange. */
  registration?: UseFormRegisterReturn;
}

/** A checkbox with its label and Finnish error message, as TextField is for text inputs. */
export function CheckboxField({ id, label, error, registration, ...input }: CheckboxFieldProps) {
  return (
    <div className="field">
      <label className="checkbox">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          {...registration}
        />{' '}
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
