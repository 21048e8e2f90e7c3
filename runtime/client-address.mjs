// @ts-check
// Who the client is, as the custom server tells the app (lib/http/client-address.ts).

/**
 * The request header that carries the address of the TCP peer. The server sets it on every
 * request, replacing whatever the client sent, so the app can trust it.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-connection-address';

const CUSTOM_SERVER = Symbol.for('inchirieri-utilaje.custom-server');

/**
 * server.mjs says so before Next loads: only then is CONNECTION_ADDRESS_HEADER its own.
 * Under another entry point (`next start`) a client could write the header itself.
 */
export function markCustomServer() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[CUSTOM_SERVER] = true;
}

/** Whether this process was started by server.mjs. */
export function isCustomServer() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[CUSTOM_SERVER] === true;
}
