// @ts-check

/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * What `response.write` and `end` take as (part of) the body.
 * @typedef {string | Uint8Array} Chunk
 */

/**
 * The callback `response.write` and `end` take last.
 * @typedef {(error?: Error | null) => void} Callback
 */

/**
 * One of the response's own methods (writeHead, write, end) as a wrapper that replaces it
 * keeps it: called on with the arguments the wrapper was given, in whichever of the
 * method's forms they come.
 * @typedef {(this: ServerResponse, ...args: any[]) => any} OwnMethod
 */

/**
 * A chunk given to `response.write` or `end` as bytes, whatever form the caller gave it in.
 * @param {Chunk} chunk
 * @param {BufferEncoding | Callback} [encoding]
 * @returns {Buffer}
 */
export function toBuffer(chunk, encoding) {
  // Buffer.from copies a Uint8Array whatever the encoding; its types take one form at a time.
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(
        /** @type {string} */ (chunk),
        typeof encoding === 'string' ? encoding : undefined,
      );
}
