/** Solves the server's ALTCHA challenge the way the browser widget does (cost is tiny in tests). */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { TOKENS, callApi } from './test-app';

export async function solvedBotCheck(app: FastifyInstance, token: string = TOKENS.aurora): Promise<string> {
  const res = await callApi(app, '/botcheck/challenge', { token });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
