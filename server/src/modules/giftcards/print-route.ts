/**
 * GET /backend/giftcard/{publicId}/print: the printable gift card linked from its e-mail. A plain
 * GET (a link cannot send the bearer token): the card's unguessable id is the credential.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { LANGUAGES } from '../../lib/i18n-text';
import { cardState } from './card-state';
import { SECRET_ID, formatGiftcardCode } from './giftcard-code';
import { findCardByPublicId } from './giftcard-repository';
import { PRINT_PATH_PREFIX, voucherBookingUrl } from './links';
import { findVenueById } from './order-repository';
import { renderPrintPage } from './print-page';
import { voucherOf } from './voucher';

export default async function printRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { publicId: string }; Querystring: { lang?: string } }>(`${PRINT_PATH_PREFIX}/:publicId/print`, async (request, reply) => {
    const { publicId } = request.params;
    const found = SECRET_ID.test(publicId) ? await findCardByPublicId(app.db, publicId) : undefined;
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'No such gift card');
    const venue = (await findVenueById(app.db, found.card.venueId))!;
    const lang = (LANGUAGES as readonly string[]).includes(request.query.lang ?? '') ? request.query.lang : undefined;
    const voucher = voucherOf(found.order);
    const bookUrl = voucher ? voucherBookingUrl(app.config.publicUrl, venue.slug, voucher, formatGiftcardCode(found.card.code)) : null;
    const page = await renderPrintPage(found.card, found.order, venue, cardState(found.card, app.clock(), venue.timezone), lang, bookUrl);
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(page);
  });
}
