/**
 * The staff listener (STAFF_PORT): a second HTTP server in front of the same app, whose requests
 * are all staff-side (web/staff-side.ts). Started after the site's listener, and closed with it.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { serverTimeouts } from '../lib/server-timeouts';
import { markStaffListener } from './staff-side';

export async function listenForStaff(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  // The same slow-client guards as the site's listener (lib/server-timeouts.ts).
  const timeouts = serverTimeouts(app.config);
  const server = http.createServer(timeouts.http, (req, res) => {
    markStaffListener(req);
    app.routing(req, res);
  });
  server.setTimeout(timeouts.connectionTimeout);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  app.server.once('close', () => {
    server.close();
    server.closeAllConnections();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
