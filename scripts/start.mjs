#!/usr/bin/env node
// `npm start`: on a fresh machine with only Node 20 and npm, installs, builds what is missing
// or stale, and serves the whole site (API, host, remotes) with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './workspace.mjs';

ensureBuilt();

// Request logs would bury the banner with the URLs and tokens; LOG_LEVEL=info brings them back.
// The demo start: the demo venues (venues/*.yaml) are created on an empty database.
// The wallet passes run on the TEST ONLY credentials (server/wallet-test-certs/, docs/wallet.md):
// real signed files and links, that no iPhone or Google account trusts. Any wallet variable set
// by the caller turns these off, so one's own credentials are never mixed with the test ones.
const certs = path.join(root, 'server/wallet-test-certs');
const ownWallet = Object.keys(process.env).some((name) => /^(APPLE_WALLET|APNS|GOOGLE_WALLET|GOOGLE_OAUTH)_/.test(name));
const testWallet = ownWallet
  ? {}
  : {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.example.convivio.test',
      APPLE_WALLET_TEAM_ID: 'TESTTEAM01',
      APPLE_WALLET_CERT_FILE: path.join(certs, 'pass-signer.pem'),
      APPLE_WALLET_KEY_FILE: path.join(certs, 'pass-signer.key.pem'),
      APPLE_WALLET_KEY_PASSPHRASE: 'test-only',
      APPLE_WALLET_WWDR_FILE: path.join(certs, 'wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: '3388000000000000001',
      GOOGLE_WALLET_KEY_FILE: path.join(certs, 'google-service-account.json'),
    };
const env = { LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...testWallet, ...process.env };
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
