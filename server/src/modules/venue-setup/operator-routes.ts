/**
 * The operator API (/backend/api/operator/*), for the venue tool (`npm run venue`): validate,
 * apply and export venue files, and manage a venue's tokens. Its credential is OPERATOR_TOKEN,
 * no venue's; without it the API is off. The tool goes through the server, so it works while the
 * server holds the embedded database, and every instance sees what was applied.
 */
import type { FastifyInstance } from 'fastify';
import { enums, object, optional, pattern, size, string } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { requireOperatorToken } from './operator-auth';
import { ApplyRefusedError, applyVenueFile } from './venue-apply';
import { VenueFileConflictError } from './venue-file-conflicts';
import { locateProblems, readVenueFile } from './venue-file-read';
import { writeVenueFile } from './venue-file-write';
import { findVenueRow, readPlan } from './venue-plan-read';
import { createToken, listTokens, revokeToken } from './venue-tokens';
import { VENUE_SLUG } from '../../lib/venue-slug';

const FILE_BODY_LIMIT = 4 * 1024 * 1024;
const SLUG = pattern(string(), VENUE_SLUG);
const FilePayload = object({ file: size(string(), 1, FILE_BODY_LIMIT), name: optional(size(string(), 1, 300)) });
const VenuePayload = object({ venue: SLUG });
const TokenCreatePayload = object({ venue: SLUG, kind: enums(['frontpage', 'staff']), label: size(string(), 1, 100) });
const TokenRevokePayload = object({
  venue: SLUG,
  kind: enums(['frontpage', 'staff']),
  label: optional(size(string(), 1, 100)),
  id: optional(pattern(string(), /^\d{1,9}$/)),
});

export default async function operatorRoutes(app: FastifyInstance): Promise<void> {
  requireOperatorToken(app);

  const readFile = (body: unknown) => {
    const { file, name } = parsePayload(body, FilePayload);
    const result = readVenueFile(file, name ?? 'venue file', app.clock());
    if (!result.ok) throw new ApiError(422, 'VENUE_FILE_INVALID', `${result.problems.length} problem(s) in the venue file`, undefined, { problems: result.problems });
    return { venue: result.venue, text: file, name: name ?? 'venue file' };
  };

  app.post('/venues/validate', { bodyLimit: FILE_BODY_LIMIT }, async (request) => {
    const { venue } = readFile(request.body);
    return { status: true, data: { venue: venue.venue } };
  });

  app.post('/venues/apply', { bodyLimit: FILE_BODY_LIMIT }, async (request) => {
    const { venue, text, name } = readFile(request.body);
    try {
      return { status: true, data: await applyVenueFile(app.db, venue, app.clock()) };
    } catch (err) {
      if (err instanceof ApplyRefusedError)
        throw new ApiError(409, 'VENUE_APPLY_REFUSED', err.message, undefined, { reasons: err.reasons, problems: locateProblems(text, name, err.problems) });
      if (err instanceof VenueFileConflictError)
        throw new ApiError(409, 'VENUE_FILE_CONFLICT', err.message, undefined, { problems: locateProblems(text, name, err.problems) });
      throw err;
    }
  });

  app.post('/venues/export', async (request) => {
    const { venue } = parsePayload(request.body, VenuePayload);
    const row = await findVenueRow(app.db, venue);
    if (!row) throw new ApiError(404, 'VENUE_NOT_FOUND', `No venue ${venue}`);
    return { status: true, data: { file: writeVenueFile(await readPlan(app.db, row)) } };
  });

  app.post('/tokens/create', async (request) => {
    const { venue, kind, label } = parsePayload(request.body, TokenCreatePayload);
    return { status: true, data: await createToken(app.db, venue, kind, label, app.clock()) };
  });

  app.post('/tokens/list', async (request) => {
    const { venue } = parsePayload(request.body, VenuePayload);
    return { status: true, data: { tokens: await listTokens(app.db, venue) } };
  });

  app.post('/tokens/revoke', async (request) => {
    const { venue, kind, label, id } = parsePayload(request.body, TokenRevokePayload);
    if (!label && !id) throw new ApiError(400, 'INVALID_PAYLOAD', 'Name the token by --label or --id');
    const revoked = await revokeToken(app.db, venue, kind, { label, id: id ? Number(id) : undefined }, app.clock());
    if (!revoked) throw new ApiError(404, 'TOKEN_NOT_FOUND', `No live ${kind} token ${label ? `labelled ${label}` : `#${id}`} for ${venue}`);
    return { status: true, data: { revoked } };
  });
}
