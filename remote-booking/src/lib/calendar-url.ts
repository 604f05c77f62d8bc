/** The .ics link of a reservation, on the API's origin (GET, the hash is the credential). */
import { getRuntimeConfig, resolveApiBase } from '@venue/shared';

export function calendarUrl(hash: string): string {
  return `${resolveApiBase(window.location, getRuntimeConfig().apiDevOrigin)}/backend/calendar/${hash}.ics`;
}
