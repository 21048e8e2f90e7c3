// @ts-check
// Work to finish before a stopping process exits (the mail worker's current mail). Kept on
// globalThis, so the app's bundled code and server.mjs share one list.
const HOOKS = Symbol.for('inchirieri-utilaje.shutdown-hooks');

/** @typedef {{ [HOOKS]?: Map<string, () => Promise<void>> }} Hooks */

/**
 * Registers work to await when the process stops; registering the same name replaces it.
 * @param {string} name
 * @param {() => Promise<void>} hook
 * @returns {void}
 */
export function onShutdown(name, hook) {
  const slot = /** @type {Hooks} */ (globalThis);
  (slot[HOOKS] ??= new Map()).set(name, hook);
}

/**
 * Runs every hook at once and waits for all of them (a failure does not stop the others).
 * @returns {Promise<void>}
 */
export async function runShutdownHooks() {
  const registered = /** @type {Hooks} */ (globalThis)[HOOKS];
  const hooks = [...(registered?.values() ?? [])];
  await Promise.allSettled(hooks.map((hook) => hook()));
}
