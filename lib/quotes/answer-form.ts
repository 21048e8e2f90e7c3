import 'server-only';
import { localePath } from '@/i18n/routing';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { readBodyBytes, storableText } from '@/lib/http/body';
import { MAX_SMALL_BODY_BYTES } from '@/lib/validation/limits';
import { offerPagePath } from './page-path';

/*
 * The customer's page answers an offer with plain HTML forms (issue #44), so accepting and
 * declining work without JavaScript: the form posts to the public API's accept or decline
 * route, which then answers 303 See Other back to the page (POST, redirect, GET) at its notice,
 * with the refusal's code in `?eroare=` when there is one. The page reads the offer's state
 * itself.
 */

/** The query parameter that carries a refusal back to the page. */
export const ANSWER_ERROR_PARAM = 'eroare';
/** Where the page says what became of the answer: the browser scrolls there, past the banner. */
export const ANSWER_NOTICE_ID = 'raspuns';

/** Refusals the page explains; any other shows the generic error. */
export const ANSWER_ERROR_CODES = [
  'ERROR_NOT_AVAILABLE',
  'QUOTE_ALREADY_ANSWERED',
  'QUOTE_EXPIRED',
  'QUOTE_BEING_REVISED',
  'INVALID_DECLINE_REASON',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

export type AnswerErrorCode = (typeof ANSWER_ERROR_CODES)[number];

/** Whether the request is an HTML form's post (the customer's page), not the API's JSON. */
export function isFormPost(request: Request): boolean {
  return (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/**
 * Reads the form (at most MAX_SMALL_BODY_BYTES), runs the answer with its fields, and sends
 * the browser back to the offer's page in the form's language (`lang`).
 */
export async function answerFromForm(
  request: Request,
  token: string,
  answer: (form: URLSearchParams) => Promise<unknown>,
): Promise<Response> {
  const form = new URLSearchParams(
    storableText((await readBodyBytes(request, MAX_SMALL_BODY_BYTES)).toString('utf8')),
  );
  const page = localePath(form.get('lang') === 'en' ? 'en' : 'ro', offerPagePath(token));
  try {
    await answer(form);
    return seeOther(`${page}#${ANSWER_NOTICE_ID}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const code = error.errors[0]?.msg ?? 'INTERNAL_ERROR';
    return seeOther(`${page}?${ANSWER_ERROR_PARAM}=${code}#${ANSWER_NOTICE_ID}`);
  }
}

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/** A code from the page's query, if it is one the page explains. */
export function answerErrorOf(value: string | string[] | undefined): AnswerErrorCode | null {
  const code = Array.isArray(value) ? value[0] : value;
  return (ANSWER_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as AnswerErrorCode)
    : null;
}
