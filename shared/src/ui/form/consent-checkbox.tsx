import { useState } from 'react';
import { MarketingPolicyModal, PrivacyPolicyModal } from '../policy-modals';
import { CheckboxField } from './checkbox-field';
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
  const required = kind === 'privacy';
  const Policy = kind === 'privacy' ? PrivacyPolicyModal : MarketingPolicyModal;
  return (
    <CheckboxField
      label={label ?? t(kind === 'privacy' ? 'form.privacyConsent' : 'form.marketingConsent')}
      checked={checked}
      onChange={onChange}
      required={required}
      optionalNote={t('form.optional')}
      error={error}
    >
      <button type="button" className="sh-link-button sh-consent-read" onClick={() => setReading(true)}>
        {t('form.readPolicy')}
        <span className="sh-visually-hidden">: {t(kind === 'privacy' ? 'policy.privacyTitle' : 'policy.marketingTitle')}</span>
      </button>
      <Policy open={reading} onClose={() => setReading(false)} />
    </CheckboxField>
  );
}
