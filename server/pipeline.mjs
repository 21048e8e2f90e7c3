// @ts-check
// What the custom server does with a request before Next answers it, as one ordered list of
// layers (server.mjs names them). A layer either answers the request itself (it returns
// true, and nothing after it runs: not Next either) or prepares it, or wraps the response.
// Wrapping is by order: a layer that comes later in the list wraps the response around the
// ones before it, so it sees what Next writes first, and the first wrapping layer is the
// last step before the socket.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} Layer
 * @property {string} name What it is for, in a few words (for readers and error messages).
 * @property {(request: IncomingMessage) => boolean} [appliesTo] Which requests it concerns;
 *   every request when left out.
 * @property {(request: IncomingMessage, response: ServerResponse) => boolean | void} run
 *   Its work on one request; true when it has answered the request.
 */

/**
 * Runs `layers` on a request, in order; true when one of them has answered it.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {readonly Layer[]} layers
 * @returns {boolean}
 */
export function runLayers(request, response, layers) {
  for (const layer of layers) {
    if (layer.appliesTo && !layer.appliesTo(request)) continue;
    if (layer.run(request, response) === true) return true;
  }
  return false;
}
