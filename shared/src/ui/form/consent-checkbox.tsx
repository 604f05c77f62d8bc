import { useState } from 'react';
import { MarketingPolicyModal, PrivacyPolicyModal } from '../policy-modals';
import { FieldError } from './field-error';
import { useFieldIds } from './use-field-ids';
import { useTranslation } from '@venue/shared';

export interface ConsentCheckboxProps {
  kind: 'privacy' | 'marketing';
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Default: the common privacy / marketing consent sentence. */
  label?: string;
}

/** A consent with a button that opens the venue's policy text (PrivacyPolicyModal / MarketingPolicyModal). */
export function ConsentCheckbox({ kind, checked, onChange, error, label }: ConsentCheckboxProps) {
  const { t } = useTranslation('common');
  const [reading, setReading] = useState(false);
  const { inputId, errorId, aria } = useFieldIds(error);
  const required = kind === 'privacy';
  const Policy = kind === 'privacy' ? PrivacyPolicyModal : MarketingPolicyModal;
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
          {label ?? t(kind === 'privacy' ? 'form.privacyConsent' : 'form.marketingConsent')}
          {required ? <span aria-hidden="true"> *</span> : <span className="sh-field-hint"> ({t('form.optional')})</span>}{' '}
        </label>
      </div>
      <button type="button" className="sh-link-button sh-consent-read" onClick={() => setReading(true)}>
        {t('form.readPolicy')}
        <span className="sh-visually-hidden">: {t(kind === 'privacy' ? 'policy.privacyTitle' : 'policy.marketingTitle')}</span>
      </button>
      <FieldError id={errorId} message={error} />
      <Policy open={reading} onClose={() => setReading(false)} />
    </div>
  );
}
