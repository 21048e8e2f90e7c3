// Work to finish before a stopping process exits (the mail worker's current mail). Kept on
// globalThis, so the app's bundled code and server.mjs share one list.
const HOOKS = Symbol.for('inchirieri-utilaje.shutdown-hooks');

/** Registers work to await when the process stops; registering the same name replaces it. */
export function onShutdown(name, hook) {
  globalThis[HOOKS] ??= new Map();
  globalThis[HOOKS].set(name, hook);
}

/** Runs every hook at once and waits for all of them (a failure does not stop the others). */
export async function runShutdownHooks() {
  const hooks = [...(globalThis[HOOKS]?.values() ?? [])];
  await Promise.allSettled(hooks.map((hook) => hook()));
}
