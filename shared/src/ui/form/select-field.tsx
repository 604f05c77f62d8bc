import { FieldError } from './field-error';
import { useFieldIds } from './use-field-ids';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The first, empty choice ("choose…", "none"). */
  placeholder: string;
  required?: boolean;
  error?: string;
}

/** A native list to choose from (the phone's own picker), with its required mark and error. */
export function SelectField({ label, value, onChange, options, placeholder, required = false, error }: SelectFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(error);
  return (
    <div className="sh-field">
      <label className="sh-label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        {...aria}
        id={inputId}
        className="sh-select"
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
