// @ts-check
// The short address of a stored picture resized to a width: '/img/{width}/{digest}.{ext}',
// the digest being the picture's sha256 in base64url (43 characters, not 64 in hex). Next's
// own, '/_next/image?url=%2Fapi%2Fimage%2F{sha256}.{ext}&w={width}&q=75', is ~65 characters
// longer, and a category page names ~120 of them (srcsets of 24 cards, their preloads, the
// banner): ~8 kB of its HTML (issue #34). The pages write the short one
// (lib/images/loader.ts); the custom server hands it to Next's image route as Next's own
// (server.mjs, a request step), so the resizing, its cache and the memo of resized pictures
// (server/image-memo.mjs) are the same.

/** Where the short addresses start. */
export const RESIZED_PREFIX = '/img/';
/**
 * Where stored pictures are served: '/api/image/{sha256}.{ext}', content-addressed, so their
 * bytes never change and they are cached for a year (lib/images/paths.ts names it for lib/).
 */
export const STORED_PREFIX = '/api/image/';
/** The quality Next's image route uses unless told another (next.config.ts has no other). */
export const RESIZED_QUALITY = 75;

const STORED = /^([0-9a-f]{64})(\.[a-z0-9]{2,4})$/;
const SHORT = /^\/img\/(\d{1,4})\/([\w-]{43})(\.[a-z0-9]{2,4})$/;

/**
 * The short address of the stored picture at `src` at `width`, or null for any other picture.
 * @param {string} src
 * @param {number} width
 * @returns {string | null}
 */
export function resizedAddress(src, width) {
  if (!src.startsWith(STORED_PREFIX)) return null;
  const stored = STORED.exec(src.slice(STORED_PREFIX.length));
  if (!stored || !Number.isInteger(width) || width <= 0 || width > 9999) return null;
  const digest = hexToBase64Url(stored[1] ?? '');
  return `${RESIZED_PREFIX}${width}/${digest}${stored[2]}`;
}

/**
 * Next's image-route address for a short one, or null when `target` is none.
 * @param {string} target A request target (path and query).
 * @returns {string | null}
 */
export function nextImageTarget(target) {
  const match = SHORT.exec(target);
  if (!match) return null;
  const hex = base64UrlToHex(match[2] ?? '');
  if (hex === null) return null;
  const source = encodeURIComponent(`${STORED_PREFIX}${hex}${match[3]}`);
  return `/_next/image?url=${source}&w=${match[1]}&q=${RESIZED_QUALITY}`;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * 32 bytes written in hex, in base64url without padding. By hand, not with Buffer or btoa:
 * the same code runs in the server and in the browser.
 * @param {string} hex 64 hex digits
 * @returns {string} 43 characters
 */
function hexToBase64Url(hex) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const digit of hex) {
    value = (value << 4) | parseInt(digit, 16);
    bits += 4;
    while (bits >= 6) {
      bits -= 6;
      out += BASE64URL[(value >> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE64URL[(value << (6 - bits)) & 63];
  return out;
}

/**
 * hexToBase64Url undone; null unless `text` is the 43 characters of 32 bytes.
 * @param {string} text
 * @returns {string | null}
 */
function base64UrlToHex(text) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of text) {
    const index = BASE64URL.indexOf(char);
    if (index < 0) return null;
    value = (value << 6) | index;
    bits += 6;
    while (bits >= 4) {
      bits -= 4;
      out += ((value >> bits) & 15).toString(16);
    }
    value &= (1 << bits) - 1;
  }
  // 43 characters carry 258 bits: the 2 past the 256th are zero in an address this wrote.
  return out.length === 64 && value === 0 ? out : null;
}
