/** The booking as the hold and submit calls take it (docs/api.md, "Reservations"). */
import { type ExtraQuestion, answersPayload } from '../../lib/extra-questions';
import type { FlowState } from './flow-state';
import { TEXT_CONSENT_VERSION } from '../../components/text-consent-version';

/** Called once the choice is complete (date, time and party size are set by then). */
export function bookingPayload(state: FlowState, o: { moduleSlug: string | undefined; language: string; questions: ExtraQuestion[] }) {
  const g = state.guest;
  return {
    date: state.date!,
    time: state.time!,
    pax: state.pax!,
    zone: state.zoneId ?? undefined,
    experience: state.experienceId ?? undefined,
    module: o.moduleSlug,
    firstName: g.firstName,
    lastName: g.lastName,
    email: g.email,
    phonePrefix: g.phone.prefix,
    phone: g.phone.number,
    notes: g.notes,
    visitReason: g.visitReason,
    visitReasonOther: g.visitReasonOther,
    privacy: '1',
    marketing: g.marketing ? '1' : undefined,
    // The consent's wording version; the server ignores it where the venue sends no texts.
    textMessages: g.texts && g.phone.number.trim() ? TEXT_CONSENT_VERSION : undefined,
    language: o.language,
    altcha: state.altcha ?? undefined,
    extraAnswers: answersPayload(o.questions, state.extraAnswers),
  };
}
