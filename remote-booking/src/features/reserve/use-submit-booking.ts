/**
 * The calls that make the booking: the hold (a card guarantee, or a paid experience before its
 * payment), the confirm (submit, or complete a hold) and the completion after a payment. A call
 * the venue refuses for good ends on the "not confirmed" page; any other failure stays on the
 * step with its message. A bot check's answer is spent by each call that carried it.
 */
import { SKIP_CONFIRM_LEAVE, apiErrorKey, isApiError, useNavigate, useTranslation } from '@venue/shared';
import type { Dispatch } from 'react';
import { type Outcome, type Reservation, completeReservation, holdReservation, submitReservation } from '../../api/booking-api';
import { bookingPayload } from './booking-payload';
import { rememberMadeBooking } from '../../lib/made-booking';
import type { ExtraQuestion } from '../../lib/extra-questions';
import type { ReserveAction, ReserveState } from './reserve-state';

/** Codes after which the guest's choice cannot be booked: the "not confirmed" end page. */
const NOT_CONFIRMED = new Set(['SOLD_OUT', 'ZONE_UNAVAILABLE', 'SLOT_UNAVAILABLE', 'HOLD_EXPIRED', 'HOLD_EXPIRED_REFUNDED']);

interface SubmitInputs {
  state: ReserveState;
  dispatch: Dispatch<ReserveAction>;
  moduleSlug: string | undefined;
  questions: ExtraQuestion[];
  /** A paid experience: its summary holds the seats, and the payment step makes the booking. */
  paidOnline: boolean;
  /** From use-hold-release.ts: the hold became the booking, never release it. */
  markBooked: () => void;
  /** A place freed up for the guest asking for the waiting list: the flow books it instead. */
  onSeatsFreed: () => void;
}

export function useSubmitBooking({ state, dispatch, moduleSlug, questions, paidOnline, markBooked, onSeatsFreed }: SubmitInputs) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const payload = () => bookingPayload(state, { moduleSlug, language: i18n.language, questions });

  const finish = (path: string, { reservation, ...extra }: { reservation?: Reservation; reason?: string }) => {
    dispatch({ type: 'finished' });
    markBooked();
    const made = reservation ? { madeBooking: rememberMadeBooking(reservation) } : {};
    // Navigate once the leave guard is lifted (next tick).
    setTimeout(() => navigate(path, { state: { ...SKIP_CONFIRM_LEAVE, ...extra, ...made } }), 0);
  };
  const failed = (err: unknown) => {
    const code = isApiError(err) ? err.code : 'generic';
    if (NOT_CONFIRMED.has(code)) finish('/reserve/rejected', { reason: code });
    else if (code === 'SEATS_FREED') onSeatsFreed();
    else dispatch({ type: 'submitFailed', error: t(`errors.${code}`, { defaultValue: t(apiErrorKey(code)) }) });
  };

  const hold = async () => {
    dispatch({ type: 'submitStarted' });
    try {
      const res = await holdReservation({ ...payload(), cancellationPolicy: state.policyAccepted ? '1' : undefined });
      dispatch({ type: 'held', hold: { hash: res.hash, clientSecret: res.clientSecret, expiresAt: res.reservation.holdExpiresAt ?? '', mode: res.mode } });
    } catch (err) {
      dispatch({ type: 'botCheckSpent' });
      failed(err);
    }
  };

  /** Paid: the reservation is made (the event may have made it already; complete answers the same). */
  const completePaid = async () => {
    if (!state.hold) return;
    dispatch({ type: 'submitStarted' });
    try {
      const res = await completeReservation(state.hold.hash);
      finish(`/reserve/${res.outcome}`, { reservation: res.reservation });
    } catch (err) {
      failed(err);
    }
  };

  const confirm = async () => {
    if (paidOnline && !state.hold) return hold();
    dispatch({ type: 'submitStarted' });
    try {
      const res = state.hold ? await completeReservation(state.hold.hash) : await submitReservation({ ...payload(), waitingList: state.waitingList ? '1' : undefined });
      finish(`/reserve/${res.outcome}`, { reservation: res.reservation });
    } catch (err) {
      if (!state.hold) dispatch({ type: 'botCheckSpent' });
      failed(err);
    }
  };

  /** A gift card paid everything: the server made the booking already. */
  const covered = (outcome: Outcome, reservation: Reservation) => finish(`/reserve/${outcome}`, { reservation });

  return { hold, completePaid, confirm, covered };
}
