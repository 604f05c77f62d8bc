import { type InputHTMLAttributes, useRef } from 'react';
import { FieldError } from './field-error';
import { useAdoptTypedText } from './use-adopt-typed-text';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message; sets aria-invalid and is read with the field. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error tied to it; `required` shows a * after the label. */
export function TextField({ label, value, onChange, error, hint, required, type = 'text', className, ...rest }: TextFieldProps) {
  const { inputId, errorId, hintId, aria } = useFieldIds(error, hint);
  const input = useRef<HTMLInputElement>(null);
  useAdoptTypedText(input, value, onChange);
  return (
    <div className={['sh-field', className].filter(Boolean).join(' ')}>
      <label className="sh-label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="sh-field-hint">
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        {...aria}
        ref={input}
        id={inputId}
        type={type}
        className="sh-input"
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
