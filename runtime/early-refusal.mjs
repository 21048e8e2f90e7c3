// @ts-check
// A refusal the app can make before Next sees a request: the app registers the check (it
// knows who the client is and which clients are over a limit, lib/routing/search-limit.ts)
// and server.mjs asks it first, so a client flooding a limited route costs a map lookup per
// request instead of a pass through Next's routing and proxy.

const CHECK = Symbol.for('inchirieri-utilaje.early-refusal');

/**
 * @typedef {object} Refusal
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/** @typedef {(url: URL, headers: Headers) => Refusal | null} RefusalCheck */

/** @type {Record<symbol, RefusalCheck | undefined>} */
const slot = /** @type {any} */ (globalThis);

/**
 * Registers the app's check; registering again replaces it.
 * @param {RefusalCheck} check
 */
export function registerEarlyRefusal(check) {
  slot[CHECK] = check;
}

/**
 * The app's refusal of this request, or null to let it through (also before the app has
 * registered its check: it registers on its first request of a limited route).
 * @param {URL} url
 * @param {Headers} headers
 * @returns {Refusal | null}
 */
export function earlyRefusal(url, headers) {
  return slot[CHECK]?.(url, headers) ?? null;
}
