#!/usr/bin/env node
// `npm run dev`: the API with reload on change, and a webpack dev server per app
// (host :3000, giftcards :3001, booking :3002, promo :3003). The API's runtime config points
// the host at the remotes' dev servers.
// Ports: DEV_PORT moves the four dev servers together (host on it, the remotes on the next
// three); PORT is the API's (8080). Everything runs in this process's group: stopping the group
// (Ctrl-C, or `kill -- -PGID`) stops all of it.
import './on-supported-node.mjs';
import { pnpm } from './pnpm.mjs';
import { isInstalled } from './workspace.mjs';

if (!isInstalled() && pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);

const devPort = Number(process.env.DEV_PORT ?? 3000);
const apiPort = Number(process.env.PORT ?? 8080);
const origin = (offset) => `http://localhost:${devPort + offset}`;
process.env.DEV_PORT = String(devPort);
process.env.PORT = String(apiPort);
process.env.API_ORIGIN ??= `http://localhost:${apiPort}`;
process.env.REMOTE_GIFTCARDS_URL ??= `${origin(1)}/mf-manifest.json`;
process.env.REMOTE_BOOKING_URL ??= `${origin(2)}/mf-manifest.json`;
process.env.REMOTE_PROMO_URL ??= `${origin(3)}/mf-manifest.json`;
// The host and the remotes' standalone pages call the API from their dev-server origins. The
// door page lives on the API's staff origin (STAFF_PORT, PORT+1: server/src/web/staff-side.ts),
// not on the dev servers, which are guest origins.
process.env.CORS_ORIGINS ??= [0, 1, 2, 3].map(origin).join(',');
// The dev server starts with the demo venues (venues/*.yaml) on an empty database.
process.env.SEED_DEMO ??= 'true';
process.exit(pnpm(['-r', '--parallel', 'run', 'dev']));
