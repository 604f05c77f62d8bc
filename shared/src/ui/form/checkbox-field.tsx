import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './use-field-ids';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  /** Shown after the label of a box the guest may leave empty ("optional"). */
  optionalNote?: string;
  /** Translated message, tied to the box for screen readers. */
  error?: string;
  /** Below the box, above its error (a link to the policy it accepts). */
  children?: ReactNode;
}

/** A box to tick with its label, its required mark and its error tied to it. */
export function CheckboxField({ label, checked, onChange, required = false, optionalNote, error, children }: CheckboxFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(error);
  return (
    <div className="sh-field">
      <div className="sh-checkbox">
        <input
          {...aria}
          id={inputId}
          type="checkbox"
          checked={checked}
          required={required}
          aria-required={required || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={inputId}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
          {!required && optionalNote ? <span className="sh-field-hint"> ({optionalNote})</span> : null}
        </label>
      </div>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
