import { useState } from 'react';
import { Button, useTranslation } from '@venue/shared';
import { Modal, TextField } from '@venue/shared/forms';
import { STAFF_NS, addWalkIn, useStaffRequest, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';
import styles from './staff-bookings.module.css';

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8];

interface Props {
  onClose: () => void;
  onDone: (next: StaffReservation, message: string) => void;
}

/** A walk-in in two taps: this dialog, then the party's size (a name first if staff like). */
export function WalkInDialog({ onClose, onDone }: Props) {
  const { t } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const [name, setName] = useState('');
  const adding = useStaffRequest(addWalkIn);
  const add = async (pax: number) => {
    const next = await adding.run({ pax, name });
    if (next) onDone(next, t('walkInAdded', { count: pax, time: next.time }));
  };
  return (
    <Modal open onClose={onClose} title={t('walkInTitle')}>
      <fieldset className={styles.sizes}>
        <legend className="sh-label">{t('walkInSize')}</legend>
        {SIZES.map((pax) => (
          <Button key={pax} variant="secondary" disabled={adding.pending} aria-label={t('pax', { count: pax })} onClick={() => void add(pax)}>
            {pax}
          </Button>
        ))}
      </fieldset>
      <TextField label={t('walkInName')} value={name} onChange={setName} maxLength={100} autoComplete="off" />
      <StaffError error={adding.error} />
    </Modal>
  );
}
