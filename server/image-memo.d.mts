import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

export const IMAGE_MEMO_BYTES: number;
export const IMAGE_MEMO_MS: number;
export interface ImageMemoEntry {
  headers: [string, OutgoingHttpHeader | number | undefined][];
  body: Buffer;
}
export interface ImageMemo {
  get(key: string): ImageMemoEntry | undefined;
  set(key: string, entry: ImageMemoEntry): void;
  size(): number;
}
export function imageMemoKey(request: IncomingMessage): string | null;
export function createImageMemo(maxBytes?: number, maxAgeMs?: number): ImageMemo;
export function answerFromMemo(
  request: IncomingMessage,
  response: ServerResponse,
  memo: ImageMemo,
  key: string,
): boolean;
export function keepIntoMemo(
  request: IncomingMessage,
  response: ServerResponse,
  memo: ImageMemo,
  key: string,
): void;
