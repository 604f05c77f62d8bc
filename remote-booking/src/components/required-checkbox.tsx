import { FieldError, useFieldIds } from '@venue/shared/forms';

/** A checkbox the guest must tick to go on (a cancellation or payment policy), with its error tied to it. */
export function RequiredCheckbox({ label, checked, onChange, error }: { label: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const { inputId, errorId, aria } = useFieldIds(error);
  return (
    <div className="sh-field">
      <div className="sh-checkbox">
        <input {...aria} id={inputId} type="checkbox" checked={checked} required aria-required onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={inputId}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
