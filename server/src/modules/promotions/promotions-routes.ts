/** Promotions domain: the list of promotions open for claims (docs/api.md, getpromolist). */
import type { FastifyInstance } from 'fastify';
import { i18n } from '../../lib/i18n-text';
import { venueIso } from '../../lib/wall-clock';
import { listOpenPromotions } from './promotion-repository';

export default async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/promo/getpromolist', async (request) => {
    const { venue } = request;
    const rows = await listOpenPromotions(app.db, venue.id, app.clock());
    const data = rows
      .map((p) => ({
        urlName: p.urlName,
        titolo: i18n(p.title),
        descrizione: i18n(p.description),
        foto: p.imageUrl,
        scadenza: venueIso(p.endsAt, venue.timezone),
        // Claims arrive with the promo-claim issue; until then nothing is claimed.
        rimanenti: p.quantity,
      }))
      .filter((p) => p.rimanenti > 0);
    return { status: true, data };
  });
}
