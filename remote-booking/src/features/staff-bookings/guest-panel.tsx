import { useState } from 'react';
import { Button, formatDate, useTranslation } from '@venue/shared';
import { STAFF_NS, saveGuestNote, useStaffRequest, type GuestCard, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';
import { historyParts } from './guest-history-text';
import styles from './staff-bookings.module.css';

interface Props {
  reservation: StaffReservation;
  guest: GuestCard;
  onSaved: (next: StaffReservation) => void;
}

/** The guest at this venue: visits, no-shows, late cancellations, the last visit, and staff's note (edited here). */
export function GuestPanel({ reservation, guest, onSaved }: Props) {
  const { t, i18n } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(guest.note?.text ?? '');
  const saving = useStaffRequest(saveGuestNote);
  const language = i18n.language;
  const id = `note-${reservation.id}`;
  const parts = historyParts(
    guest,
    (key, values) => t(key, values ?? {}),
    (date) => formatDate(date, language, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
  const save = async () => {
    const next = await saving.run({ id: reservation.id, note: text });
    if (!next) return;
    setEditing(false);
    onSaved(next);
  };
  return (
    <div className={styles.guest} data-testid="guest-history">
      <p className={styles.history} data-warn={guest.noShows > 0 || guest.lateCancellations > 0 ? '' : undefined}>
        {parts.join(' · ')}
      </p>
      {editing ? (
        <div className="sh-field">
          <label className="sh-label" htmlFor={id}>
            {t('note')}
          </label>
          <textarea id={id} className="sh-textarea" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
          <StaffError error={saving.error} />
          <div className={styles.noteActions}>
            <Button size="small" loading={saving.pending} onClick={() => void save()}>
              {t('saveNote')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {guest.note ? (
            <p className={styles.note}>
              <strong>{t('note')}:</strong> {guest.note.text}
            </p>
          ) : null}
          <Button
            size="small"
            variant="ghost"
            aria-label={`${guest.note ? t('editNote') : t('addNote')} – ${reservation.name}`}
            onClick={() => {
              setText(guest.note?.text ?? '');
              setEditing(true);
            }}
          >
            {guest.note ? t('editNote') : t('addNote')}
          </Button>
        </>
      )}
    </div>
  );
}
