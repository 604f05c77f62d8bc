/**
 * The host's index.html, the page of every front-page route: sent with a fresh nonce on each of
 * its script tags and the matching Content-Security-Policy (see security-headers.ts), no-cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { pageCsp, newNonce } from './security-headers';

let cached: { file: string; mtimeMs: number; size: number; html: string } | undefined;

export function readIndex(hostDist: string): string {
  const file = path.join(hostDist, 'index.html');
  const stat = fs.statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
    cached = { file, mtimeMs: stat.mtimeMs, size: stat.size, html: fs.readFileSync(file, 'utf8') };
  }
  return cached.html;
}

/** `<script …>` → `<script nonce="…" …>` (an existing nonce attribute is replaced). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attrs: string) => `<script nonce="${nonce}"${attrs.replace(/\snonce=("[^"]*"|'[^']*'|[^\s>]*)/gi, '')}>`);
}

/** `headers`: more headers for this page (e.g. preloads of the page's remote). */
export function sendAppShell(reply: FastifyReply, hostDist: string, headers: Record<string, string> = {}): FastifyReply {
  const nonce = newNonce();
  const html = withNonce(readIndex(hostDist), nonce);
  return reply
    .headers(headers)
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', pageCsp(reply.server.config, nonce))
    .send(html);
}
