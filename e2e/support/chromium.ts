/**
 * How the suite starts Chromium: Debian's build (never `playwright install`: it downloads a
 * browser), without the background connections this machine's closed network refuses. The config
 * and a spec that adds flags of its own (the fake camera) start from the same options.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
