import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { prefixListAtom } from '../../state/atoms';
import { FieldError } from './field-error';
import { useFieldIds } from './use-field-ids';

export interface PhoneValue {
  /** Calling code, e.g. '+39'. */
  prefix: string;
  number: string;
}

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  required?: boolean;
}

/**
 * Prefix (the list of getallservices, `prefixListAtom`, the venue's country first) and number,
 * as one group: the legend names it, the error is tied to both controls.
 */
export function PhoneField({ label, value, onChange, error, required }: PhoneFieldProps) {
  const { t } = useTranslation('common', { i18n });
  const prefixes = useAtomValue(prefixListAtom) ?? [];
  const { inputId, errorId, aria } = useFieldIds(error);
  // Several countries share a code (+1, +44...): the option value is the country, the prefix is derived.
  const options = prefixes.filter((p) => p.prefisso);
  const selected = options.find((p) => p.prefisso === value.prefix);
  return (
    <fieldset className="sh-field sh-phone-field">
      <legend className="sh-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="sh-phone-field__row">
        <select
          {...aria}
          className="sh-select sh-phone-field__prefix"
          aria-label={t('form.phonePrefix')}
          autoComplete="tel-country-code"
          value={selected ? `${selected.paese}|${selected.prefisso}` : ''}
          onChange={(e) => onChange({ ...value, prefix: e.target.value.split('|')[1] ?? '' })}
        >
          {!selected ? <option value="">{value.prefix || t('form.phonePrefix')}</option> : null}
          {options.map((p) => (
            <option key={`${p.paese}|${p.prefisso}`} value={`${p.paese}|${p.prefisso}`}>
              {p.prefisso} {p.paese}
            </option>
          ))}
        </select>
        <input
          {...aria}
          id={inputId}
          className="sh-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('form.phoneNumber')}
          aria-required={required || undefined}
          required={required}
          maxLength={30}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
