// @ts-check
// What the custom server does with a request before Next answers it, as the ordered list of
// steps server.mjs names. A step either answers the request itself (it returns true, and
// nothing after it runs, not Next either) or prepares it. Its answer goes straight to the
// socket: the response stages (pipeline.mjs) are for what Next writes.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} RequestStep
 * @property {string} name What it is for, in a few words.
 * @property {(request: IncomingMessage) => boolean} [appliesTo] Every request when left out.
 * @property {(request: IncomingMessage, response: ServerResponse) => boolean | void} run
 *   Its work on one request; true when it has answered it.
 */

/**
 * Runs `steps` on a request, in order; true when one of them has answered it.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {readonly RequestStep[]} steps
 * @returns {boolean}
 */
export function runRequestSteps(request, response, steps) {
  for (const step of steps) {
    if (step.appliesTo && !step.appliesTo(request)) continue;
    if (step.run(request, response) === true) return true;
  }
  return false;
}
