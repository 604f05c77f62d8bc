/**
 * The JSON Schema of venue files, from the one definition the server validates with
 * (venue-file-schema.ts): committed as docs/venue-file.schema.json for editors, and a test keeps
 * that file equal to this output (`npm run venue -- schema > docs/venue-file.schema.json`).
 */
import { VenueFileSchema } from './venue-file-schema';

export function venueFileJsonSchema(): string {
  // TypeBox keeps its own markers under symbols, which JSON leaves out.
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...VenueFileSchema }, null, 2);
}
