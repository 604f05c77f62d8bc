/** The staff audit log, read by the venue's own staff (docs/api.md): newest first, a page at a time. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { venueIso } from '../../lib/wall-clock';
import { AuditListPayload } from './payloads';
import { listStaffActions } from './staff-audit-repository';

export default async function staffAuditRoutes(app: FastifyInstance): Promise<void> {
  app.post('/audit/list', async (request) => {
    const { limit, before } = parsePayload(request.body, AuditListPayload);
    const rows = await listStaffActions(app.db, request.venue.id, { limit, before });
    const actions = rows.map((r) => ({
      id: r.id,
      at: venueIso(r.at, request.venue.timezone),
      action: r.action,
      label: r.tokenLabel,
      tokenId: r.staffTokenId,
      subject: r.subject,
      result: r.result,
      detail: r.detail,
    }));
    // A full page may have more behind it: `before` the last id asks for them.
    return { status: true, data: { venue: request.venue.slug, actions, next: rows.length === limit ? rows.at(-1)!.id : null } };
  });
}
