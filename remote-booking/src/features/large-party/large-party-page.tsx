/**
 * /reserve/request: a party above the online maximum sends a request (day, time, size, contact,
 * notes). It reaches staff as a pending booking; the guest lands on the "request received" page.
 */
import { apiErrorKey, isApiError, locationAtom, prefixListAtom, useNavigate, NoScriptNote, useTranslation, SKIP_CONFIRM_LEAVE } from '@venue/shared';
import { BotCheck, TextField } from '@venue/shared/forms';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { requestLargeParty } from '../../api/booking-api';
import { venueToday } from '../../lib/venue-today';
import { rememberMadeBooking } from '../../lib/made-booking';
import { GuestDetailsForm } from '../../components/guest-details-form';
import { TEXT_CONSENT_VERSION } from '../../components/text-consent-version';
import { type GuestData, emptyGuest } from '../../lib/guest-data';
import styles from '../../components/booking-screen.module.css';

export function LargePartyPage() {
  const { t, i18n } = useTranslation('bookingHelp');
  const navigate = useNavigate();
  const location = useAtomValue(locationAtom);
  const prefixes = useAtomValue(prefixListAtom);
  const max = location?.bookingMaxPax || 10;
  const [pax, setPax] = useState(String(max + 1));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [guest, setGuest] = useState<GuestData>(() => emptyGuest(prefixes?.[0]?.prefisso ?? '+39'));
  const [altcha, setAltcha] = useState<string | null>(null);
  const [reset, setReset] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = () => {
    const n = Number(pax);
    const found: Record<string, string> = {};
    if (!Number.isInteger(n) || n <= max || n > 99) found.pax = t('large.paxRange', { min: max + 1 });
    if (!date) found.date = t('large.dateRequired');
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) found.time = t('large.timeRequired');
    if (!altcha) found.botCheck = t('common:botCheck.required');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const send = async () => {
    if (!check()) return;
    setBusy(true);
    setError(null);
    try {
      const g = guest;
      const res = await requestLargeParty({
        date,
        time,
        pax: Number(pax),
        firstName: g.firstName,
        lastName: g.lastName,
        email: g.email,
        phonePrefix: g.phone.prefix,
        phone: g.phone.number,
        notes: g.notes,
        privacy: '1',
        marketing: g.marketing ? '1' : undefined,
        textMessages: g.texts && g.phone.number.trim() ? TEXT_CONSENT_VERSION : undefined,
        language: i18n.language,
        altcha: altcha ?? undefined,
      });
      navigate('/reserve/pending', { state: { ...SKIP_CONFIRM_LEAVE, madeBooking: rememberMadeBooking(res.reservation) } });
    } catch (err) {
      setAltcha(null);
      setReset((n) => n + 1);
      const code = isApiError(err) ? err.code : 'generic';
      setError(t(`large.${code}`, { max, defaultValue: t(apiErrorKey(code)) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.page} data-page="ReserveRequest">
      <h1>{t('large.title')}</h1>
      <NoScriptNote />
      <p className={styles.intro}>{t('large.intro', { max })}</p>
      <section className={styles.step} aria-label={t('large.title')}>
        <div className={styles.fields}>
          <TextField label={t('large.pax')} type="number" inputMode="numeric" min={max + 1} max={99} value={pax} onChange={setPax} error={errors.pax} required />
          <div className={styles.twoCols}>
            <TextField
              label={t('large.date')}
              type="date"
              min={venueToday(location?.timezone || 'Europe/Rome')}
              value={date}
              onChange={setDate}
              error={errors.date}
              required
            />
            <TextField label={t('large.time')} type="time" step={900} value={time} onChange={setTime} error={errors.time} required />
          </div>
        </div>
      </section>
      {/* The same contact fields and checks as the booking's details step; "continue" sends. */}
      <GuestDetailsForm
        guest={guest}
        askReason={false}
        onChange={setGuest}
        questions={[]}
        answers={{}}
        onAnswers={() => undefined}
        onNext={() => void send()}
        onBack={() => navigate('/reserve')}
        beforeSubmit={<BotCheck onChange={setAltcha} error={errors.botCheck} resetSignal={reset} />}
        submitLabel={busy ? '…' : t('large.send')}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
