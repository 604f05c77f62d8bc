/**
 * The consent to texts about the booking (server: modules/text-messages): unticked, and shown
 * only when the venue sends texts and a number is typed. Ticked, the booking carries the version
 * of these words (TEXT_CONSENT_VERSION, text-consent-version.ts).
 */
import { useTranslation } from '@venue/shared';
import { CheckboxField } from '@venue/shared/forms';

export { TEXT_CONSENT_VERSION } from './text-consent-version';

export interface TextConsentFieldProps {
  /** The venue sends texts to guests who agree (the location's `textMessages`). */
  offered: boolean;
  phoneNumber: string;
  venueName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function TextConsentField({ offered, phoneNumber, venueName, checked, onChange }: TextConsentFieldProps) {
  const { t } = useTranslation('booking');
  if (!offered || !phoneNumber.trim()) return null;
  return <CheckboxField label={t('details.textConsent', { venue: venueName })} checked={checked} onChange={onChange} optionalNote={t('common:form.optional')} />;
}
