import type { Store } from './handler.mjs';
export function createMemoryStore(maxBytes: number): Store & { size(): number };
