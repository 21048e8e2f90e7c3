export interface CacheRecord {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
}
export interface Store {
  kind: 'memory' | 'redis';
  now(): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
export class StoreCacheHandler {
  constructor(store: Store);
  readonly store: Store;
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<CacheRecord | null>;
  set(
    key: string,
    value: unknown,
    ctx?: { tags?: string[]; cacheControl?: unknown },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export default class CacheHandler extends StoreCacheHandler {
  constructor(context?: { serverDistDir?: string });
}
