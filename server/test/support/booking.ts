/** Books like the browser does (bot check solved), for the reservation tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { dayLockKey } from '../../src/modules/reservations/booking-lock';
import { solvedBotCheck } from './bot-check';
import { TOKENS, callApi } from './test-app';

export type Form = Record<string, string | number | undefined>;

export const GUEST = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  phonePrefix: '+39',
  phone: '347 123 4567',
  privacy: '1',
  language: 'it',
};

function clean(form: Form): Record<string, string | number> {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

/** POST reservation/<call> with the guest's data and a solved bot check (unless given). */
export async function book(app: FastifyInstance, call: 'submit' | 'hold', form: Form, token: string = TOKENS.aurora): Promise<LightMyRequestResponse> {
  const altcha = form.altcha ?? (await solvedBotCheck(app, token));
  return callApi(app, `/reservation/${call}`, { token, form: clean({ ...GUEST, ...form, altcha }) });
}

export function call(app: FastifyInstance, path: string, form: Form, token: string = TOKENS.aurora): Promise<LightMyRequestResponse> {
  return callApi(app, path, { token, form: clean(form) });
}

/** The demo gateway's TEST MODE form: saves the card of a SetupIntent. */
export function saveDemoCard(app: FastifyInstance, clientSecret: string, cardNumber = '4242424242424242', token: string = TOKENS.aurora) {
  return callApi(app, '/payments/demo/confirm', { token, form: { clientSecret, cardNumber, expiry: '12/34', cvc: '123' } });
}

/**
 * Holds the instance's in-process gate of a venue's day, as a batch of it running would: the
 * day's bookings wait in its line until the answered function is called (it resolves once the
 * gate is free again).
 */
export function holdDay(app: FastifyInstance, venueId: number, date: string): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding = app.writeGate.run(
    [dayLockKey(venueId, date)],
    Date.now() + 600_000,
    () => new Error('never'),
    () => held,
  );
  return async () => {
    release();
    await holding;
  };
}
