import { formatDate } from '@venue/shared';

/**
 * The API writes instants with the venue's offset (2026-07-31T10:00:00+02:00): the first
 * characters are the venue's own date and time, shown as they are, whatever the visitor's zone.
 */
export const venueDate = (iso: string, lng: string): string => formatDate(iso.slice(0, 10), lng, 'long');
export const venueDateTime = (iso: string, lng: string): string => formatDate(iso.slice(0, 16), lng, 'long');
