/**
 * A stop (SIGTERM: a deploy, a restart) ends the process once the calls under way are answered,
 * even when a client keeps its connection open for the next call: a keep-alive connection busy
 * when the stop began is closed once its answer is sent, not left to Fastify's keep-alive
 * timeout (72 s).
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AURORA, startServer } from './support/faults-server';
import { copyPgliteTemplate } from './support/pglite-template';

/** A server process started from TypeScript: seconds on a quiet machine, minutes on a loaded one. */
const SERVER_START_TIMEOUT = 150_000;
/** Well under the 72 s a pooled connection would otherwise hold the exit. */
const STOPPED_WITHIN_MS = 20_000;

test(
  'a stop answers the call under way, then ends although its client keeps the connection for another',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-shutdown-'));
    await copyPgliteTemplate(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    // A client that keeps its connections for the next call, as browsers and fetch do.
    const agent = new http.Agent({ keepAlive: true });
    try {
      const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
      // A call whose body is still coming when the stop begins.
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${server.url}/backend/api/frontpage/location/getlocation`,
          { method: 'POST', agent, headers: { authorization: `Bearer ${AURORA}`, 'content-type': 'application/x-www-form-urlencoded' } },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('lang=');
        // The stop begins while the server waits for the rest of the body.
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => req.end('it'), 500);
        }, 500);
      });
      const { status, body } = await answer;
      const answeredAt = Date.now();
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ status: true });
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([exited.then(() => true), new Promise<false>((r) => (timer = setTimeout(() => r(false), STOPPED_WITHIN_MS)))]);
      clearTimeout(timer);
      expect({ stopped, afterTheAnswerMs: stopped ? Date.now() - answeredAt : null }).toMatchObject({ stopped: true });
      expect(server.child.exitCode).toBe(0);
    } finally {
      agent.destroy();
      await server.kill();
    }
  },
  SERVER_START_TIMEOUT + 60_000,
);
