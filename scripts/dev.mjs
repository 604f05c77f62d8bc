#!/usr/bin/env node
// `npm run dev`: the API with reload on change, and a webpack dev server per app
// (host :3000, giftcards :3001, booking :3002, promo :3003). The API's runtime config points
// the host at the remotes' dev servers.
import { pnpm } from './pnpm.mjs';
import { isInstalled } from './workspace.mjs';

if (!isInstalled() && pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);

process.env.REMOTE_GIFTCARDS_URL ??= 'http://localhost:3001/mf-manifest.json';
process.env.REMOTE_BOOKING_URL ??= 'http://localhost:3002/mf-manifest.json';
process.env.REMOTE_PROMO_URL ??= 'http://localhost:3003/mf-manifest.json';
process.exit(pnpm(['-r', '--parallel', 'run', 'dev']));
