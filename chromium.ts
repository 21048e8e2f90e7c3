import fs from 'node:fs';

/**
 * Debian's Chromium, as the e2e tests and the Lighthouse bench launch it: browsers are never
 * downloaded here, and the flags keep it from calling home.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's interface. A
 * page load costs it about a third of the full browser's CPU (docs/testing.md), so the e2e
 * suite runs in it; the full browser, a visitor's, stays for Lighthouse and for the specs
 * that test what only it does as a visitor's would (FULL_CHROMIUM). Where the shell is not
 * installed, the full browser runs everything.
 */
export const HEADLESS_SHELL_PATH = fs.existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options of the e2e suite's browser, and of the visitor's full Chromium. */
export const E2E_CHROMIUM = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };
export const FULL_CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
