/**
 * Debian's Chromium, as the e2e tests and the Lighthouse bench launch it: browsers are never
 * downloaded here, and the flags keep it from calling home.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
