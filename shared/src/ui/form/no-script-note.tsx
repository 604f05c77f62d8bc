import { useTranslation } from 'react-i18next';

/**
 * A server-rendered page is readable with scripts off, but its forms work only with them: this
 * says so where the form is. The browser shows `<noscript>` content only when scripts are off.
 */
export function NoScriptNote() {
  const { t } = useTranslation('common');
  return (
    <noscript>
      <p className="sh-noscript-note" role="note">
        {t('noScript.form')}
      </p>
    </noscript>
  );
}
