/**
 * Marks the work done for one of Google's own calls (UpdateBooking): the change it makes is not
 * sent back to Google as a real-time update, since Google asked for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const origin = new AsyncLocalStorage<true>();

export const asGoogleCall = <T>(fn: () => Promise<T>): Promise<T> => origin.run(true, fn);

export const isGoogleCall = (): boolean => origin.getStore() === true;
