import { useAtomValue } from 'jotai';
import styles from './policy-modals.module.css';
import { useTranslation, localized, locationAtom, Button } from '@venue/shared';
import { Modal } from './modal';

export interface PolicyModalProps {
  open: boolean;
  onClose: () => void;
}

function PolicyModal({ open, onClose, kind }: PolicyModalProps & { kind: 'privacyPolicy' | 'marketingPolicy' }) {
  const { t, i18n } = useTranslation('common');
  const location = useAtomValue(locationAtom);
  const text = localized(location?.[kind], i18n.language);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t(kind === 'privacyPolicy' ? 'policy.privacyTitle' : 'policy.marketingTitle')}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      {/* Plain text (line breaks kept): the venue's text is never injected as HTML. */}
      <div className={styles.text}>{text || t('policy.empty')}</div>
    </Modal>
  );
}

/** The venue's privacy policy (location.privacyPolicy) in the current language. */
export function PrivacyPolicyModal(props: PolicyModalProps) {
  return <PolicyModal {...props} kind="privacyPolicy" />;
}

/** The venue's marketing policy (location.marketingPolicy) in the current language. */
export function MarketingPolicyModal(props: PolicyModalProps) {
  return <PolicyModal {...props} kind="marketingPolicy" />;
}
