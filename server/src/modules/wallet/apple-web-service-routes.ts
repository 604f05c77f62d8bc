/**
 * Apple's PassKit web service (v1), under the webServiceURL written in each pass
 * (/backend/api/wallet/apple): devices register for a pass's updates, ask which of their passes
 * changed since a tag, fetch the latest pass, unregister, and send their logs. A device proves it
 * holds a pass with `Authorization: ApplePass <authenticationToken>`; refusals count against
 * AUTH_FAILURE_RATE_LIMIT_MAX like the API's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { languageOr } from '../../lib/i18n-text';
import { scrubText } from '../../lib/loggable-error';
import { authRefusals } from '../rate-limits/auth-refusals';
import { applePass } from './apple-pass';
import { type PassRow, findPassWithToken } from './pass-repository';
import { subjectById } from './pass-subjects';
import { registerDevice, serialsUpdatedSince, unregisterDevice } from './registration-repository';
import { APPLE_WEB_SERVICE_PATH } from './wallet-links';

const V1 = `${APPLE_WEB_SERVICE_PATH}/v1`;
const DEVICE = /^[A-Za-z0-9._-]{1,128}$/;
const SERIAL = /^[A-Za-z0-9_-]{22}$/;
const PUSH_TOKEN = /^[A-Za-z0-9._-]{1,512}$/;
const TAG = /^\d{1,18}$/;

interface RegistrationParams {
  deviceId: string;
  passTypeId: string;
  serial: string;
}

export default async function appleWebServiceRoutes(app: FastifyInstance): Promise<void> {
  const refusals = authRefusals(app, 'wallet');

  /** Our pass type, or 404: this server signs one. */
  function passType(passTypeId: string): void {
    if (!app.config.wallet.apple || passTypeId !== app.config.wallet.apple.passTypeId) throw new ApiError(404, 'NOT_FOUND', 'No such pass type');
  }

  /** The pass the request's ApplePass token opens, or 401. */
  async function authorised(request: FastifyRequest, serial: string): Promise<{ pass: PassRow; token: string }> {
    const token = /^ApplePass (\S{16,200})$/.exec(request.headers.authorization ?? '')?.[1];
    const pass = token && SERIAL.test(serial) ? await findPassWithToken(app.db, serial, token) : undefined;
    if (!pass || !token) throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Not the token of this pass'));
    return { pass, token };
  }

  function device(deviceId: string): string {
    if (!DEVICE.test(deviceId)) throw new ApiError(404, 'NOT_FOUND', 'No such device');
    return deviceId;
  }

  // Register: 201 the first time, 200 when the device was registered already.
  app.post<{ Params: RegistrationParams }>(`${V1}/devices/:deviceId/registrations/:passTypeId/:serial`, async (request, reply) => {
    passType(request.params.passTypeId);
    const deviceId = device(request.params.deviceId);
    const { pass } = await authorised(request, request.params.serial);
    const pushToken = (request.body as { pushToken?: unknown } | undefined)?.pushToken;
    if (typeof pushToken !== 'string' || !PUSH_TOKEN.test(pushToken)) throw new ApiError(400, 'INVALID_PAYLOAD', 'pushToken is missing', { pushToken: 'REQUIRED' });
    const outcome = await registerDevice(app.db, deviceId, pass.id, pushToken);
    return reply.code(outcome === 'created' ? 201 : 200).send({ status: true, data: { registered: true } });
  });

  app.delete<{ Params: RegistrationParams }>(`${V1}/devices/:deviceId/registrations/:passTypeId/:serial`, async (request) => {
    passType(request.params.passTypeId);
    const deviceId = device(request.params.deviceId);
    const { pass } = await authorised(request, request.params.serial);
    await unregisterDevice(app.db, deviceId, pass.id);
    return { status: true, data: { unregistered: true } };
  });

  // Which of the device's passes changed since the tag it was given last (all without one): 204 when none.
  app.get<{ Params: { deviceId: string; passTypeId: string }; Querystring: { passesUpdatedSince?: string } }>(
    `${V1}/devices/:deviceId/registrations/:passTypeId`,
    async (request, reply) => {
      passType(request.params.passTypeId);
      const deviceId = device(request.params.deviceId);
      const since = request.query.passesUpdatedSince;
      const { serials, lastTag } = await serialsUpdatedSince(app.db, deviceId, since && TAG.test(since) ? Number(since) : null);
      if (!serials.length) return reply.code(204).send();
      return { serialNumbers: serials, lastUpdated: String(lastTag) };
    },
  );

  // The latest pass: 304 when it has not changed since If-Modified-Since.
  app.get<{ Params: { passTypeId: string; serial: string } }>(`${V1}/passes/:passTypeId/:serial`, async (request, reply) => {
    passType(request.params.passTypeId);
    const apple = app.config.wallet.apple!;
    const { pass, token } = await authorised(request, request.params.serial);
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    const lastModified = pass.updatedAt.toUTCString();
    if (!Number.isNaN(since) && pass.updatedAt.getTime() <= since) return reply.code(304).header('last-modified', lastModified).send();
    const subject = await subjectById({ db: app.db, now: app.clock(), publicUrl: app.config.publicUrl }, pass.kind, pass.subjectId);
    if (!subject) throw new ApiError(404, 'NOT_FOUND', 'This pass’s booking, card or code is gone');
    // The device's own token again: its copy keeps working after the update.
    const file = applePass(subject.content(languageOr(pass.language)), {
      apple,
      serial: pass.serial,
      authenticationToken: token,
      webServiceUrl: `${app.config.publicUrl}${APPLE_WEB_SERVICE_PATH}`,
    });
    return reply.header('content-type', 'application/vnd.apple.pkpass').header('last-modified', lastModified).header('cache-control', 'no-store').send(file);
  });

  // What went wrong on a device with a pass of this server (a bad signature, a refused update);
  // its lines name passes by serial number and URL: scrubbed like an error's message.
  app.post(`${V1}/log`, async (request) => {
    const logs = (request.body as { logs?: unknown } | undefined)?.logs;
    const lines = Array.isArray(logs) ? logs.filter((l): l is string => typeof l === 'string').slice(0, 20) : [];
    for (const line of lines) app.log.warn({ walletDeviceLog: scrubText(line.slice(0, 1000)) }, 'Apple Wallet device log');
    return { status: true, data: { logged: lines.length } };
  });
}
