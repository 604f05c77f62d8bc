import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Button, getRuntimeConfig, useTranslation } from '@venue/shared';
// Not @venue/shared/forms: a host that imported it would provide it, and the guest form pages would
// then fetch the host's copy late instead of their remote's, named early by the server.
import { TextField } from '@venue/shared/text-field';
import { addressVenue, signIn, staffErrorText, staffSessionAtom, useStaffRequest, StaffError } from '@venue/shared/staff';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { SIGNED_OUT } from './signed-out';
import styles from './staff-layout.module.css';

/** This page's address on `venue`. */
function addressOfVenue(venue: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('venue', venue);
  return url.pathname + url.search + url.hash;
}

/**
 * Sign-in with a staff token. The token lives in this form's state only: it is sent once
 * (`POST session`, which answers the HttpOnly cookie), never stored, never put in an address;
 * the field is cleared once signed in.
 */
export function SignInForm({ reason }: { reason?: string }) {
  const { t, i18n } = useTranslation(STAFF_DOOR_NS);
  const setSession = useSetAtom(staffSessionAtom);
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const request = useStaffRequest(signIn);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setMissing(true);
    setMissing(false);
    const session = await request.run(token.trim());
    if (!session) return;
    setToken('');
    // Every staff call names the page's venue, which its address shows: a token of another venue
    // than the one shown reloads the page on its own venue, signed in.
    const venue = session.venue.slug;
    if (getRuntimeConfig().venue !== venue) return window.location.assign(addressOfVenue(venue));
    if (addressVenue() !== venue) window.history.replaceState(window.history.state, '', addressOfVenue(venue));
    setSession({ status: 'signed-in', session });
  };

  // Why the page asks again: the last session ended, or was signed out.
  const notice = reason === SIGNED_OUT ? t('signIn.signedOut') : reason ? staffErrorText(t, i18n.language, { code: reason }) : '';
  return (
    <form className={styles.signIn} onSubmit={submit} noValidate>
      <h1 className={styles.heading}>{t('signIn.title')}</h1>
      {notice && !request.error ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <p>{t('signIn.intro')}</p>
      <TextField
        label={t('signIn.token')}
        type="password"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={token}
        onChange={setToken}
        error={missing ? t('signIn.tokenRequired') : undefined}
        required
      />
      <StaffError error={request.error} />
      <Button type="submit" block loading={request.pending} className={styles.primary}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
