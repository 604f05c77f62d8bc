import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { PhoneValue } from '../../validation/phone-value';
import { FieldError } from './field-error';
import { prefixOptions } from './prefix-options';
import { useAdoptTypedText } from './use-adopt-typed-text';
import { useFieldIds } from './use-field-ids';
import { useTranslation, useHydrated, prefixListAtom, loadServices } from '@venue/shared';

export type { PhoneValue };

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
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const prefixes = useAtomValue(prefixListAtom);
  // A page whose first view had no phone field carries no prefixes (route-table.ts, `phonePrefixes`).
  useEffect(() => {
    if (!prefixes) void loadServices();
  }, [prefixes]);
  const { inputId, errorId, aria } = useFieldIds(error);
  // Several countries share a code (+1, +44...): the option value is the country, the prefix is derived.
  // Country names come in the visitor's language (from the ISO code), sorted in it.
  // Names from the browser's own ICU only once hydrated: the server's Node names differ.
  const named = useHydrated();
  const options = useMemo(() => prefixOptions(prefixes ?? [], named ? language : null), [prefixes, language, named]);
  const selected = options.find((p) => p.prefix === value.prefix);
  const numberInput = useRef<HTMLInputElement>(null);
  useAdoptTypedText(numberInput, value.number, (number) => onChange({ ...value, number }));
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
          value={selected ? selected.key : ''}
          onChange={(e) => onChange({ ...value, prefix: e.target.value.split('|')[1] ?? '' })}
        >
          {!selected ? <option value="">{value.prefix || t('form.phonePrefix')}</option> : null}
          {options.map((p) => (
            <option key={p.key} value={p.key}>
              {p.prefix} {p.name}
            </option>
          ))}
        </select>
        <input
          {...aria}
          ref={numberInput}
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
