// The steps between the party size and the guest's details (date, time, experience, area) and
// the suggestions of a full time, in a chunk apart from the flow's first screen, which shows
// only the party size. Asked for with the first choice (preloadChoiceSteps), together with
// that choice's month of availability, which the date step waits for anyway.
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

export const MonthCalendar = lazyWithPreload(() =>
  import(/* webpackChunkName: "booking-choice-steps" */ '../../../components/month-calendar').then((m) => m.MonthCalendar),
);
export const TimeStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-choice-steps" */ './time-step').then((m) => m.TimeStep));
export const ExperienceStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-choice-steps" */ './experience-step').then((m) => m.ExperienceStep));
export const ZoneStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-choice-steps" */ './zone-step').then((m) => m.ZoneStep));
export const SuggestedTimes = lazyWithPreload(() => import(/* webpackChunkName: "booking-choice-steps" */ './suggested-times').then((m) => m.SuggestedTimes));

export function preloadChoiceSteps(): void {
  for (const part of [MonthCalendar, TimeStep, ExperienceStep, ZoneStep, SuggestedTimes]) void part.preload().catch(() => undefined);
}
