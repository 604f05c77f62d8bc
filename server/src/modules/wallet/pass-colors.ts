/**
 * The pass's colours. The venue file has no colours of its own yet (a venue's look lives in its
 * custom header's HTML, docs/venue-file.md), so every venue's pass has this quiet dark card; the
 * icon is the background's colour. The one place to read a venue's colours from once it has some.
 */
import type { Venue } from '../venues/venue-repository';

export interface PassColors {
  /** #rrggbb */
  background: string;
  foreground: string;
  label: string;
}

const DEFAULT_COLORS: PassColors = { background: '#3b2f2a', foreground: '#ffffff', label: '#e6d8c8' };

export function passColors(_venue: Venue): PassColors {
  return DEFAULT_COLORS;
}

export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Apple's colour form: rgb(r, g, b). */
export const appleColor = (hex: string): string => `rgb(${rgbOf(hex).join(', ')})`;
