import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** react-hook-form's register(name) result. */
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  /** Help shown under the field and read with it, e.g. where to find a number. */
  hint?: string;
}

/** A labelled input whose hint and Finnish error message are tied to it for screen readers. */
export function TextField({ id, label, registration, error, hint, ...input }: TextFieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
