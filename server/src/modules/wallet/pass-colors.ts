/**
 * The pass's colours: the venue file's passColors (docs/venue-file.md), else a quiet dark card.
 * The icon is the background's colour.
 */
import type { PassColors } from '../../db/json-types';
import type { Venue } from '../venues/venue-repository';

const DEFAULT_COLORS: PassColors = { background: '#3b2f2a', foreground: '#ffffff', label: '#e6d8c8' };

export function passColors(venue: Pick<Venue, 'passColors'>): PassColors {
  return venue.passColors ?? DEFAULT_COLORS;
}

export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Apple's colour form: rgb(r, g, b). */
export const appleColor = (hex: string): string => `rgb(${rgbOf(hex).join(', ')})`;
