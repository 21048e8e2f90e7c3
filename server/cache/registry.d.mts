export interface CacheStore {
  kind: 'memory' | 'redis';
  /** The tags' expiry states and the epoch; null when the store cannot say. */
  staleness(names: string[]): Promise<{ states: unknown[]; epoch: number } | null>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
export function registeredStore(): CacheStore | undefined;
export function cacheHealth(): Promise<{ kind: 'memory' | 'redis' | 'none'; ok: boolean }>;
export function closeCache(): Promise<void>;
