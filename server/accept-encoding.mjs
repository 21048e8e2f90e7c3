// @ts-check
// Which coding a streamed body goes out in, chosen from Accept-Encoding exactly as the
// compression middleware Next ships chose it (its `negotiator` 0.6) while it gzipped streamed
// bodies here, so that the response stage which took its job (streamed-gzip.mjs) answers each
// client as it did. Complete bodies take gzip or nothing (encoding.mjs's acceptsGzip).

/**
 * @typedef {{ coding: string; q: number; i: number }} Accepted One coding of Accept-Encoding,
 *   with its weight and place.
 */

/**
 * The coding the middleware chose for an Accept-Encoding (by its `negotiator`, among gzip,
 * deflate and identity): the most wanted, and gzip whenever deflate wins but gzip is taken.
 * @param {string | undefined} header
 * @returns {'gzip' | 'deflate' | null}
 */
export function streamedCoding(header) {
  const accepted = parseAccepted(header ?? '');
  const best = preferred(accepted, ['gzip', 'deflate', 'identity']);
  const coding =
    best === 'deflate' && preferred(accepted, ['gzip'])
      ? preferred(accepted, ['gzip', 'identity'])
      : best;
  return coding === 'gzip' || coding === 'deflate' ? coding : null;
}

/**
 * Accept-Encoding's codings; identity added with the lowest weight when it names neither it
 * nor `*` (negotiator 0.6's parseAcceptEncoding).
 * @param {string} header
 * @returns {Accepted[]}
 */
function parseAccepted(header) {
  const parts = header.split(',');
  /** @type {Accepted[]} */
  const accepted = [];
  let namesIdentity = false;
  let minQuality = 1;
  parts.forEach((part, i) => {
    const match = /^\s*([^\s;]+)\s*(?:;(.*))?$/.exec(part.trim());
    if (!match) return;
    const coding = /** @type {string} */ (match[1]);
    let q = 1;
    for (const parameter of match[2] ? match[2].split(';') : []) {
      const [key, value] = parameter.trim().split('=');
      if (key !== 'q') continue;
      q = parseFloat(String(value));
      break;
    }
    accepted.push({ coding, q, i });
    namesIdentity ||= coding.toLowerCase() === 'identity' || coding === '*';
    minQuality = Math.min(minQuality, q || 1);
  });
  if (!namesIdentity) accepted.push({ coding: 'identity', q: minQuality, i: parts.length });
  return accepted;
}

/**
 * The first of `offered` by weight, then exactness, then place (negotiator 0.6's
 * preferredEncodings); undefined when the client takes none of them.
 * @param {Accepted[]} accepted
 * @param {string[]} offered
 * @returns {string | undefined}
 */
function preferred(accepted, offered) {
  const ranked = offered.map((coding, i) => {
    let best = { i, o: -1, q: 0, s: 0 };
    for (const spec of accepted) {
      const s = spec.coding.toLowerCase() === coding ? 1 : spec.coding === '*' ? 0 : -1;
      if (s < 0) continue;
      if ((best.s - s || best.q - spec.q || best.o - spec.i) < 0)
        best = { i, o: spec.i, q: spec.q, s };
    }
    return best;
  });
  const [first] = ranked
    .filter((rank) => rank.q > 0)
    .sort((a, b) => b.q - a.q || b.s - a.s || a.o - b.o || a.i - b.i || 0);
  return first && offered[first.i];
}
