/**
 * What the booking flow's first screen shows, in the page's first chunk: its heading and the
 * party size choice. The whole flow (reserve-flow.tsx) comes with the visitor's first choice and
 * shows the same parts when they come back to the first step.
 */
import { type Experience, NoScriptNote, experiencesAtom, locationAtom, localized, useSearchParams, useTranslation } from '@venue/shared';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { venueToday } from '../../lib/venue-today';
import { FindBookingLink } from '../../components/find-booking-link';
import { LargePartyLink } from '../../components/large-party-link';
import { type PeopleIntent, PeopleStep } from './steps/people-step';
import { linkedGuests } from './voucher-link';
import styles from '../../components/booking-screen.module.css';

export interface FlowProps {
  moduleSlug?: string;
  title: Record<string, string> | null;
  intro: Record<string, string> | null;
}

/**
 * The flow's fixed frame: its experience and party from a direct link (?experience=, ?guests=), its party sizes, its
 * heading, the scope of its availability calls and the month it opens on (the first screen asks
 * for that month with the first choice, and the flow takes it: both read it here).
 */
export function useFlowFrame({ moduleSlug, title }: FlowProps) {
  const { t, i18n } = useTranslation('booking');
  const location = useAtomValue(locationAtom);
  const experienceList = useAtomValue(experiencesAtom);
  const experiences = experienceList.items;
  const [search] = useSearchParams();
  const fixedExperienceId = Number(search.get('experience')) || null;
  const fixedExperience: Experience | null = experiences.find((e) => e.id === fixedExperienceId) ?? null;
  const minPax = Math.max(location?.bookingMinPax || 1, fixedExperience?.numOspitiMin || 1);
  const maxPax = Math.min(location?.bookingMaxPax || 10, fixedExperience?.numOspitiMax || 99);
  // The sizes are the venue's and the experience's: a link's party waits for both to be known.
  const sizesKnown = !!location && (fixedExperienceId === null || experienceList.total > 0);
  const scope = useMemo(() => ({ module: moduleSlug, experience: fixedExperienceId ?? undefined }), [moduleSlug, fixedExperienceId]);
  const today = venueToday(location?.timezone || 'Europe/Rome');
  return {
    scope,
    /** The venue's today's month: the calendar opens on it and goes no earlier. */
    firstMonth: { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) },
    experiences,
    fixedExperienceId,
    fixedExperience,
    minPax,
    maxPax,
    /** The party of the link (?guests=), null when absent, not yet known or outside the sizes. */
    linkedGuests: sizesKnown ? linkedGuests(search.get('guests'), minPax, maxPax) : null,
    heading: title ? localized(title, i18n.language) : fixedExperience ? localized(fixedExperience.titolo, i18n.language) : t('pages.Reserve'),
    // A large party asks the venue directly, from the plain form only.
    largePartyLink: !moduleSlug && !fixedExperience,
  };
}

export function FlowHeading({ heading, intro }: { heading: string; intro: Record<string, string> | null }) {
  const { i18n } = useTranslation('booking');
  return (
    <>
      <h1>{heading}</h1>
      <NoScriptNote />
      {intro ? <p className={styles.intro}>{localized(intro, i18n.language)}</p> : null}
    </>
  );
}

export function PeopleChoice({
  frame,
  value,
  onChoose,
  intent,
}: {
  frame: ReturnType<typeof useFlowFrame>;
  value: number | null;
  onChoose: (pax: number) => void;
  intent?: PeopleIntent;
}) {
  return (
    <>
      <PeopleStep min={frame.minPax} max={frame.maxPax} value={value} onChoose={onChoose} intent={intent} />
      {frame.largePartyLink ? <LargePartyLink max={frame.maxPax} /> : null}
      <FindBookingLink />
    </>
  );
}
