import type { GuestCard } from '@venue/shared/staff';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "3 visits, last on 12 May 2026 · 1 no-show · 1 late cancellation", or "First visit". */
export function historyParts(guest: GuestCard, t: Translate, day: (date: string) => string): string[] {
  const visits = guest.visits
    ? [t('history.visits', { count: guest.visits }) + (guest.lastVisit ? `, ${t('history.last', { date: day(guest.lastVisit) })}` : '')]
    : [t('history.first')];
  return [
    ...visits,
    ...(guest.noShows ? [t('history.noShows', { count: guest.noShows })] : []),
    ...(guest.lateCancellations ? [t('history.late', { count: guest.lateCancellations })] : []),
  ];
}
