import type { IncomingMessage, ServerResponse } from 'node:http';

export const MIN_COMPRESSED_BYTES: number;
export const MAX_HELD_BYTES: number;
export const COMPRESSED_CACHE_BYTES: number;
export function isCompressible(contentType: unknown): boolean;
export function acceptsGzip(request: IncomingMessage): boolean;
export function digestOf(body: Buffer): string;
export function entityTag(digest: string): string;
export function clientHolds(request: IncomingMessage, tag: string): boolean;
export interface ByteCache<Value = Buffer> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  size(): number;
}
export function createByteCache<Value = Buffer>(
  maxBytes: number,
  sizeOf?: (value: Value) => number,
): ByteCache<Value>;
export function encodeResponse(
  request: IncomingMessage,
  response: ServerResponse,
  cache: ByteCache,
): void;
