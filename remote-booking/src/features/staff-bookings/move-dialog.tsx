import { useState } from 'react';
import { Button, useTranslation } from '@venue/shared';
import { Modal, SelectField, TextField } from '@venue/shared/forms';
import { STAFF_NS, moveBooking, useStaffRequest, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';

interface Props {
  reservation: StaffReservation;
  zones: Array<{ id: number; name: string }>;
  onClose: () => void;
  onDone: (next: StaffReservation, message: string) => void;
}

/** A booking moved for the guest: time, party, area. The server measures it as the guest's own change. */
export function MoveDialog({ reservation: r, zones, onClose, onDone }: Props) {
  const { t } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const [time, setTime] = useState(r.time);
  const [pax, setPax] = useState(String(r.pax));
  const [zone, setZone] = useState(String(zones.find((z) => z.name === r.zone)?.id ?? ''));
  const moving = useStaffRequest(moveBooking);
  const submit = async () => {
    const next = await moving.run({ id: r.id, time, pax: Number(pax), ...(zone ? { zone: Number(zone) } : {}) });
    if (next) onDone(next, t('moved', { name: r.name }));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('moveTitle', { name: r.name })}
      footer={
        <>
          <Button loading={moving.pending} onClick={() => void submit()}>
            {t('confirmMove')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <TextField label={t('time')} type="time" step={300} value={time} onChange={setTime} required />
      <TextField label={t('guests')} type="number" inputMode="numeric" min={1} max={99} value={pax} onChange={setPax} required />
      {zones.length > 0 ? (
        <SelectField label={t('zone')} value={zone} onChange={setZone} placeholder={t('zoneAny')} options={zones.map((z) => ({ value: String(z.id), label: z.name }))} />
      ) : null}
      <StaffError error={moving.error} />
    </Modal>
  );
}
