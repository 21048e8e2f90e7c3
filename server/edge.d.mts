import type { Socket } from 'node:net';

export const CONNECTION_ADDRESS_HEADER: 'x-connection-address';
export function repairRequestTarget(target: string): string;
export function socketAddress(socket: Pick<Socket, 'remoteAddress'>): string;
