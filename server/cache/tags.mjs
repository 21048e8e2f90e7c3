// @ts-check
// The rule Next's own file-system cache applies to expired tags, for our stores: an entry
// made before one of its tags expired is not served again (the next request renders anew).

/**
 * When a tag went stale and when it expired (ms); see expiryOf.
 * @typedef {object} TagState
 * @property {number} stale
 * @property {number} expired
 */

/**
 * The tags an entry answers to: its own (fetch/unstable_cache, or a page's header) and ctx's.
 * @param {any} value The entry as Next gives it (its shape depends on its kind).
 * @param {{ tags?: string[]; softTags?: string[] }} [ctx]
 * @returns {string[]}
 */
export function entryTags(value, ctx) {
  /** @type {Set<string>} */
  const tags = new Set();
  if (value?.kind === 'FETCH') for (const tag of value.tags ?? []) tags.add(tag);
  const header = value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  return [...tags];
}

/**
 * The state revalidateTag(tag, durations) leaves: stale now, expired after `expire` seconds.
 * @param {{ expire?: number } | undefined} durations
 * @param {number} [now]
 * @returns {TagState}
 */
export function expiryOf(durations, now = Date.now()) {
  const expire = durations?.expire;
  return { stale: now, expired: now + (typeof expire === 'number' ? expire * 1000 : 0) };
}

/**
 * Whether a tag state makes an entry written at lastModified unservable now. An entry written
 * in the very millisecond its tag expired counts as older: a write and the expiry that
 * follows it in the same millisecond must not leave the entry served (renders that finish
 * after an expiry are dated before it by renderedAt, so they are not affected).
 * @param {TagState | undefined} state
 * @param {number} lastModified
 * @param {number} [now]
 * @returns {boolean}
 */
export function isExpired(state, lastModified, now = Date.now()) {
  return !!state && state.expired <= now && state.expired >= lastModified;
}

/** How long a render may take: one that ends this soon after an expiry may have read before it. */
export const RENDER_WINDOW_MS = 5_000;

/**
 * The time an entry stored now is taken to be made. A render that read the database before
 * an admin write and finished after the write expired its tags would otherwise count as
 * fresh until the next write: an entry finished within RENDER_WINDOW_MS of such an expiry is
 * dated just before it, so it is served no more and the next visitor renders anew.
 * @param {number} now
 * @param {(TagState | undefined)[]} states
 * @returns {number}
 */
export function renderedAt(now, states) {
  let made = now;
  for (const state of states) {
    if (state && state.expired <= now && state.expired > now - RENDER_WINDOW_MS) {
      made = Math.min(made, state.expired - 1);
    }
  }
  return made;
}
