import type { IncomingMessage, ServerResponse } from 'node:http';

export const MIN_COMPRESSED_BYTES: number;
export const MAX_HELD_BYTES: number;
export const COMPRESSED_CACHE_BYTES: number;
export function isCompressible(contentType: unknown): boolean;
export function acceptsGzip(request: IncomingMessage): boolean;
export function digestOf(body: Buffer): string;
export function entityTag(digest: string): string;
export function clientHolds(request: IncomingMessage, tag: string): boolean;
export interface ByteCache {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  size(): number;
}
export function createByteCache(maxBytes: number): ByteCache;
export function encodeResponse(
  request: IncomingMessage,
  response: ServerResponse,
  cache: ByteCache,
): void;
