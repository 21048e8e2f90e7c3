export interface CacheStore {
  kind: 'memory' | 'redis';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
export function registeredStore(): CacheStore | undefined;
export function cacheHealth(): Promise<{ kind: 'memory' | 'redis' | 'none'; ok: boolean }>;
export function closeCache(): Promise<void>;
