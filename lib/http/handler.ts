import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { authenticate, type Caller } from '@/lib/accounts/guard';
import { runAs, type AuditActor } from '@/lib/audit/actor';
import { ApiError, type ErrorEntry } from '@/lib/errors';
import { logError } from '@/lib/log';
import { MAX_SMALL_BODY_BYTES } from '@/lib/validation/limits';
import { parseWith, readJsonBody, storableText } from './body';
import {
  assertSameOriginWrite,
  clientAddress,
  newXsrfCookie,
  withCookies,
  type CookieToSet,
} from './edge';
import { XSRF_COOKIE } from './xsrf-names';

type Access = 'public' | 'admin';

interface RouteOptions<A extends Access, Params> {
  /** 'admin' routes refuse a caller who is not signed in (401), before anything else runs. */
  access: A;
  /**
   * The path parameters' schema (lib/http/params.ts): parsed after the guard and before the
   * handler, which then only sees valid ones; a refusal answers the schema's code.
   */
  params?: z.ZodType<Params>;
  /** Largest JSON body this route reads; larger is 413. */
  maxBodyBytes?: number;
  /** false on answers shared caches keep (pictures): those must carry no Set-Cookie. */
  xsrfCookie?: boolean;
}

export interface RouteInput<Params, TheCaller> {
  request: NextRequest;
  /** The path parameters as storable text (no NUL, no lone surrogate: PostgreSQL refuses both). */
  params: Params;
  /** Admin routes: the signed-in caller. Public routes: the caller when signed in, or null. */
  caller: TheCaller;
  /** Reads and validates the JSON body with a shared zod schema (storable text: see storableText). */
  body<Schema extends z.ZodType>(schema: Schema): Promise<z.output<Schema>>;
  /** Cookies to write on the answer, whatever the handler returns. */
  setCookie(cookie: CookieToSet): void;
}

type Handler<Params, TheCaller> = (
  input: RouteInput<Params, TheCaller>,
) => Promise<Response | unknown>;

type CallerOf<A extends Access> = A extends 'admin' ? Caller : Caller | null;

/**
 * Wraps every route handler of app/api: the guard, the XSRF check for cookie sessions, body
 * limits, storable text (no NUL, no lone surrogate), cookies, and one error shape ({ errors: [{ msg, param }] }) with
 * no stack trace ever.
 */
export function apiRoute<Params = Record<string, never>, A extends Access = Access>(
  options: RouteOptions<A, Params>,
  handle: Handler<Params, CallerOf<A>>,
) {
  return async (request: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    let response: Response;
    const cookies: CookieToSet[] = [];
    try {
      const caller = await authenticate(request);
      if (options.access === 'admin') {
        if (!caller) throw new ApiError('UNAUTHORIZED');
        if (caller.via === 'cookie' && !isReadOnly(request.method)) assertSameOriginWrite(request);
      }
      const input: RouteInput<Params, CallerOf<A>> = {
        request,
        params: routeParams(options.params, storableText(await context.params)),
        caller: caller as CallerOf<A>,
        body: async (schema) =>
          parseWith(
            schema,
            await readJsonBody(request, options.maxBodyBytes ?? MAX_SMALL_BODY_BYTES),
          ),
        setCookie: (cookie) => cookies.push(cookie),
      };
      // A signed-in caller's writes are logged with their name (lib/audit/).
      const result = await (caller
        ? runAs(actorOf(caller, request), () => handle(input))
        : handle(input));
      response = result instanceof Response ? result : Response.json(result ?? { ok: true });
      // Admin answers are not kept, unless the route says how (a content-addressed picture).
      if (options.access === 'admin' && !response.headers.has('Cache-Control'))
        response.headers.set('Cache-Control', 'no-store');
    } catch (error) {
      response = errorResponse(error, request);
    }
    if (options.xsrfCookie !== false && !request.cookies.has(XSRF_COOKIE)) {
      cookies.push(newXsrfCookie());
    }
    return withCookies(response, cookies);
  };
}

function routeParams<Params>(schema: z.ZodType<Params> | undefined, raw: unknown): Params {
  return schema ? parseWith(schema, raw) : (raw as Params);
}

function actorOf(caller: Caller, request: NextRequest): AuditActor {
  return {
    accountId: caller.userId,
    accountName: caller.username,
    address: clientAddress(request.headers),
  };
}

function isReadOnly(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

export function errorBody(errors: ErrorEntry[]): { errors: ErrorEntry[] } {
  return { errors };
}

/** The answer to an error: its code and status, or 500 INTERNAL_ERROR (logged) for any other. */
export function errorResponse(error: unknown, request: NextRequest): Response {
  if (error instanceof ApiError) {
    return Response.json(
      { ...errorBody(error.errors), ...error.details },
      { status: error.status, headers: error.headers },
    );
  }
  logError('Unexpected error in an API route', error, {
    route: `${request.method} ${request.nextUrl.pathname}`,
  });
  return Response.json(errorBody([{ msg: 'INTERNAL_ERROR' }]), { status: 500 });
}
