import { useState, type FormEvent } from 'react';
import { Button, useTranslation } from '@venue/shared';
// Not @venue/shared/forms: a host that imported it would provide it, and the guest form pages would
// then fetch the host's copy late instead of their remote's, named early by the server.
import { TextField } from '@venue/shared/text-field';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import styles from './staff-scan.module.css';

/** A code typed instead of scanned (no camera, a worn QR code): looked up the same way. */
export function CodeEntryForm({ onSubmit, pending }: { onSubmit: (data: string) => void; pending: boolean }) {
  const { t } = useTranslation(STAFF_DOOR_NS);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = code.trim();
    setMissing(!data);
    if (data) onSubmit(data);
  };
  return (
    <form className={styles.entry} onSubmit={submit} noValidate>
      <h2 className={styles.subheading}>{t('scan.typeTitle')}</h2>
      <TextField
        label={t('scan.code')}
        hint={t('scan.codeHint')}
        value={code}
        onChange={setCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="search"
        error={missing ? t('scan.codeRequired') : undefined}
      />
      <Button type="submit" block loading={pending} className={styles.primary}>
        {t('scan.lookUp')}
      </Button>
    </form>
  );
}
