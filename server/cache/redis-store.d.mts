import type { Store } from './handler.mjs';
export function createRedisStore(options: {
  url: string;
  keyPrefix: string;
  buildId: string;
}): Store;
