/**
 * How the suite starts Chromium: Debian's build (never `playwright install`: it downloads a
 * browser), without the background connections this machine's closed network refuses. The config
 * and a spec that adds flags of its own (the fake camera) start from the same options.
 *
 * The suite runs in Debian's `chromium-headless-shell` when it is installed: the browser without
 * its windowing layers, which loads the same pages with about a sixth less CPU than full Chromium
 * in headless mode (two cores run the whole suite). `CHROMIUM_PATH` names another browser
 * (`/usr/bin/chromium` for `--headed`).
 */
import { existsSync } from 'node:fs';

/** Full Chromium: the fake camera (`--use-file-for-fake-video-capture`) exists only there. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
