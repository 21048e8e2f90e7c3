import type { Socket } from 'node:net';

export const CONNECTION_ADDRESS_HEADER: 'x-connection-address';
export function repairRequestTarget(target: string): string;
export function socketAddress(socket: Pick<Socket, 'remoteAddress'>): string;
export const SHARED_CACHE_SECONDS: number;
export function sharedCacheControl<T>(value: T): T | string;
export function markCustomServer(): void;
export function isCustomServer(): boolean;
export const ALLOWED_METHODS: string[];
export function refuseUnknownMethod(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
): boolean;
