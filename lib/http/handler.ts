import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { authenticate, type Caller } from '@/lib/accounts/guard';
import { ApiError, type ErrorEntry } from '@/lib/errors';
import { MAX_SMALL_BODY_BYTES } from '@/lib/validation/limits';
import { parseWith, readJsonBody } from './body';
import { assertSameSiteRequest, newXsrfCookie, XSRF_COOKIE } from './xsrf';

type Access = 'public' | 'admin';

interface RouteOptions {
  /** 'admin' routes refuse a caller who is not signed in (401), before anything else runs. */
  access: Access;
  /** Largest JSON body this route reads; larger is 413. */
  maxBodyBytes?: number;
  /** false on answers shared caches keep (pictures): those must carry no Set-Cookie. */
  xsrfCookie?: boolean;
}

export interface RouteInput<Params> {
  request: NextRequest;
  params: Params;
  /** Set on admin routes; on public routes when the caller happens to be signed in. */
  caller: Caller | null;
  /** Reads and validates the JSON body with a shared zod schema. */
  body<Schema extends z.ZodType>(schema: Schema): Promise<z.output<Schema>>;
}

type Handler<Params> = (input: RouteInput<Params>) => Promise<Response | unknown>;

/**
 * Wraps every route handler of app/api: the guard, the XSRF check for cookie sessions, body
 * limits, and one error shape ({ errors: [{ msg, param }] }) with no stack trace ever.
 */
export function apiRoute<Params = Record<string, never>>(
  options: RouteOptions,
  handle: Handler<Params>,
) {
  return async (request: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    let response: Response;
    try {
      const caller = await authenticate(request);
      if (options.access === 'admin') {
        if (!caller) throw new ApiError('UNAUTHORIZED');
        if (caller.via === 'cookie' && !isReadOnly(request.method)) assertSameSiteRequest(request);
      }
      const result = await handle({
        request,
        params: await context.params,
        caller,
        body: async (schema) =>
          parseWith(
            schema,
            await readJsonBody(request, options.maxBodyBytes ?? MAX_SMALL_BODY_BYTES),
          ),
      });
      response = result instanceof Response ? result : Response.json(result ?? { ok: true });
      if (options.access === 'admin') response.headers.set('Cache-Control', 'no-store');
    } catch (error) {
      response = errorResponse(error);
    }
    if (options.xsrfCookie !== false && !request.cookies.has(XSRF_COOKIE)) {
      response.headers.append('Set-Cookie', newXsrfCookie(request.nextUrl.protocol === 'https:'));
    }
    return response;
  };
}

function isReadOnly(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

export function errorBody(errors: ErrorEntry[]): { errors: ErrorEntry[] } {
  return { errors };
}

function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json(errorBody(error.errors), { status: error.status, headers: error.headers });
  }
  console.error('Unexpected error in an API route:', error);
  return Response.json(errorBody([{ msg: 'INTERNAL_ERROR' }]), { status: 500 });
}
