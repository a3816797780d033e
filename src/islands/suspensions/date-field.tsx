interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  min?: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A date input (yyyy-MM-dd) with its hint and Finnish error tied to it for screen readers. */
export default function DateField({ id, label, hint, value, min, error, onChange }: Props) {
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
