/**
 * The host's index.html, the page the browser renders alone (no venue, or the server render
 * failed): sent with a fresh nonce on each of its script tags and the matching
 * Content-Security-Policy (security-headers.ts), no-cache.
 */
import type { FastifyReply } from 'fastify';
import { hostBuild } from './host-build';
import { pageCsp, newNonce, staffPageCsp } from './security-headers';
import { isStaffSide } from './staff-side';

/** `<script …>` → `<script nonce="…" …>` (an existing nonce attribute is replaced). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attrs: string) => `<script nonce="${nonce}"${attrs.replace(/\snonce=("[^"]*"|'[^']*'|[^\s>]*)/gi, '')}>`);
}

export function sendAppShell(reply: FastifyReply, hostDist: string): FastifyReply {
  const nonce = newNonce();
  const html = withNonce(hostBuild(hostDist).shell, nonce);
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', isStaffSide(reply.request, reply.server.config) ? staffPageCsp(reply.server.config, nonce) : pageCsp(reply.server.config, nonce))
    .send(html);
}
