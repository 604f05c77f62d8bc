import { TextField } from './text-field';

export interface NameFieldsProps {
  firstNameLabel: string;
  lastNameLabel: string;
  firstName: string;
  lastName: string;
  onChange: (field: 'firstName' | 'lastName', value: string) => void;
  /** Translated messages, shown under their field. */
  firstNameError?: string;
  lastNameError?: string;
}

/**
 * The guest's first and last name, as every form of the site asks them: required, at most 100
 * characters (the API's limit), the browser's name autofill; stacked on a phone, side by side
 * where there is room.
 */
export function NameFields({ firstNameLabel, lastNameLabel, firstName, lastName, onChange, firstNameError, lastNameError }: NameFieldsProps) {
  return (
    <div className="sh-name-fields">
      <TextField
        label={firstNameLabel}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={100}
        value={firstName}
        onChange={(v) => onChange('firstName', v)}
        error={firstNameError}
      />
      <TextField
        label={lastNameLabel}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={100}
        value={lastName}
        onChange={(v) => onChange('lastName', v)}
        error={lastNameError}
      />
    </div>
  );
}
