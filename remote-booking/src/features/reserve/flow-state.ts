/**
 * What the guest chose and typed in the booking flow, apart from the reducer that changes it
 * (reserve-state.ts): the steps (flow-steps.ts) read it without importing the reducer.
 */
import type { ExtraAnswers } from '../../lib/extra-questions';
import type { GuestData } from '../../lib/guest-data';

export type StepId = 'people' | 'date' | 'time' | 'experience' | 'zone' | 'details' | 'guarantee' | 'summary' | 'payment';

export interface Hold {
  hash: string;
  clientSecret: string;
  expiresAt: string;
  /** setup: a card saved for the guarantee; payment: a paid experience paid now. */
  mode: 'setup' | 'payment';
}

/** What the guest chose and typed. */
export interface FlowState {
  step: StepId;
  pax: number | null;
  date: string | null;
  time: string | null;
  /** null: a plain table. */
  experienceId: number | null;
  /** null: no preference (the venue assigns one). */
  zoneId: number | null;
  waitingList: boolean;
  guest: GuestData;
  /** Answers to the chosen experience's extra questions, by question key. */
  extraAnswers: ExtraAnswers;
  policyAccepted: boolean;
  altcha: string | null;
  hold: Hold | null;
  cardSaved: boolean;
}
