/** A venue's id (its slug): lower-case letters, digits and dashes, at most 63, as its file writes it (venue-file-schema.ts). */
export const VENUE_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
