import type { IncomingMessage, ServerResponse } from 'node:http';

export const NOT_FOUND_VIEW_HEADER: 'x-not-found-view';
export const NOT_FOUND_VIEW_SEGMENT: 'pagina-negasita';
export function notFoundLocale(pathname: string): 'ro' | 'en';
export function isPublicDocumentRequest(request: IncomingMessage): boolean;
export function replaceNotFoundDocument(
  response: ServerResponse,
  renderView: () => Promise<string | null>,
): void;
