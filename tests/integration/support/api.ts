import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { accountSessions, users } from '@/db/schema';
import { hashPassword } from '@/lib/accounts/password';
import { signAccessToken } from '@/lib/accounts/tokens';
import { env } from '@/lib/env';
import { getSecret } from '@/lib/secrets';

export const ORIGIN = 'http://localhost:3000';
export const TEST_XSRF = 'test-xsrf-token';

/** How a test request authenticates: nobody, the API's bearer token, or the admin UI cookie. */
export type As = 'anonymous' | 'bearer' | 'cookie' | 'cookie-without-xsrf';

export interface CallOptions {
  method?: string;
  /** Path and query, e.g. '/api/category/create'. */
  path: string;
  body?: unknown;
  /** A raw body, sent as is (broken JSON, huge payloads). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  params?: Record<string, string>;
  as?: As;
  headers?: Record<string, string>;
  /** The answer's body as bytes (a download), not text or JSON. */
  binary?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Calls a route handler exported by app/api/…/route.ts, as Next would. */
// Tests read the body loosely; a test that cares names the type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  handler: unknown,
  options: CallOptions,
): Promise<CallResult<T>> {
  const headers = new Headers({ host: new URL(ORIGIN).host });
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  await authenticateAs(headers, options.as ?? 'anonymous');
  // The test's own headers win, e.g. a foreign Origin on an otherwise valid cookie call.
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const request = new NextRequest(new URL(options.path, ORIGIN), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const response = await (handler as RouteHandler)(request, {
    params: Promise.resolve(options.params ?? {}),
  });
  if (options.binary) {
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: bytes as T, headers: response.headers };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an image, a plain text): the raw text is returned.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

async function authenticateAs(headers: Headers, as: As): Promise<void> {
  if (as === 'anonymous') return;
  const admin = await ensureAdmin();
  const sessionId = await testSession(admin.id, as === 'bearer' ? 'api' : 'browser');
  if (as === 'bearer') {
    const token = await signAccessToken({
      user: { uuid: admin.id, username: admin.username },
      sessionVersion: admin.sessionVersion,
      sessionId,
    });
    headers.set('authorization', `Bearer ${token}`);
    return;
  }
  const session = await encode({
    token: {
      sub: admin.id,
      name: admin.username,
      sessionVersion: admin.sessionVersion,
      sid: sessionId,
    },
    secret: getSecret('NEXTAUTH_SECRET'),
  });
  const cookies = [`next-auth.session-token=${session}`];
  if (as === 'cookie') {
    cookies.push(`XSRF-TOKEN=${TEST_XSRF}`);
    headers.set('x-xsrf-token', TEST_XSRF);
    headers.set('origin', ORIGIN);
  }
  headers.set('cookie', cookies.join('; '));
}

/**
 * A running session of the account for a test's token or cookie, as a sign-in starts one
 * (without logging a sign-in: the tests count the log's entries of their own writes).
 */
export async function testSession(userId: string, kind: 'api' | 'browser'): Promise<string> {
  const [row] = await getDb()
    .insert(accountSessions)
    .values({ userId, kind, device: 'test' })
    .returning({ id: accountSessions.id });
  if (!row) throw new Error('Session not created');
  return row.id;
}

/** The admin account of env (ADMIN_USERNAME / ADMIN_PASSWORD), created when missing. */
export async function ensureAdmin() {
  const { ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  const db = getDb();
  const [existing] = await db.select().from(users).where(eq(users.username, ADMIN_USERNAME));
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      username: ADMIN_USERNAME,
      email: ADMIN_EMAIL,
      passwordHash: await hashPassword(ADMIN_PASSWORD ?? 'admin-password'),
    })
    .returning();
  if (!created) throw new Error('Admin not created');
  return created;
}
