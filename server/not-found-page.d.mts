import type { IncomingMessage, ServerResponse } from 'node:http';

export const NOT_FOUND_MARK_HEADER: 'x-site-not-found';
export const NOT_FOUND_VIEW_SEGMENT: 'pagina-negasita';
export function notFoundLocale(pathname: string): 'ro' | 'en';
export function isPublicDocumentRequest(request: IncomingMessage): boolean;
export interface NotFoundDocuments {
  get(locale: 'ro' | 'en'): Buffer | undefined;
  keep(locale: 'ro' | 'en', body: Buffer): void;
}
export function createNotFoundDocuments(): NotFoundDocuments;
export function answerNotFound(
  request: IncomingMessage,
  response: ServerResponse,
  documents: NotFoundDocuments,
): void;
