/** The .ics link of a reservation, on the API's origin (GET, the hash is the credential). */
import { apiBaseOf, getRuntimeConfig } from '@venue/shared';

export function calendarUrl(hash: string): string {
  return `${apiBaseOf(getRuntimeConfig())}/backend/calendar/${hash}.ics`;
}
