import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { storableText } from '@/lib/http/body';
import { clientAddress, cookieFromHeader, isHttpsSite } from '@/lib/http/edge';
import { logError } from '@/lib/log';
import { getSecret } from '@/lib/secrets';
import { deviceCookieName } from './device-cookie';
import { checkLogin, type AccountUser } from './login';
import { loginSchema } from './schema';
import { liveSession, startSession } from './account-sessions';
import { deviceName } from './device-name';

/** What the jwt callback throws for a cookie whose session has ended: next-auth deletes it. */
const SESSION_ENDED = 'SESSION_ENDED';

/**
 * next-auth for the admin UI: an httpOnly cookie holding an encrypted JWT with sub (user
 * uuid), name and sessionVersion, which the guard checks on every admin call. Built per
 * request so the secret and lifetime come from the current environment; onSignIn hears of
 * a successful sign-in (the route then writes the device cookie).
 */
export function authOptions(
  hooks: { onSignIn?: (user: AccountUser) => void } = {},
): NextAuthOptions {
  const maxAge = env().AUTH_SESSION_SECONDS;
  return {
    secret: getSecret('NEXTAUTH_SECRET'),
    session: { strategy: 'jwt', maxAge },
    jwt: { maxAge },
    useSecureCookies: isHttpsSite(),
    pages: { signIn: '/admin/login', error: '/admin/login' },
    // next-auth's own log prints whole errors (a failed query's values among them).
    logger: {
      error: (code, metadata) => {
        const error = metadata instanceof Error ? metadata : metadata?.error;
        // A session ended on purpose (logout, 'Sesiuni', a password change) is no failure.
        if (error instanceof Error && error.message === SESSION_ENDED) return;
        logError(`next-auth ${code}`, error);
      },
      warn: (code) => console.warn(`next-auth ${code}`),
      debug: () => {},
    },
    providers: [
      CredentialsProvider({
        name: 'credentials',
        credentials: { username: { type: 'text' }, password: { type: 'password' } },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(storableText(credentials));
          if (!parsed.success) return null;
          const headers = new Headers(request.headers as Record<string, string> | undefined);
          const origin = {
            ip: clientAddress(headers),
            deviceCookie: cookieFromHeader(headers.get('cookie'), deviceCookieName()),
            device: deviceName(headers.get('user-agent')),
          };
          try {
            const user = await checkLogin(parsed.data.username, parsed.data.password, origin);
            const sid = await startSession(user, 'browser', {
              device: origin.device,
              address: origin.ip,
            });
            hooks.onSignIn?.(user);
            return { id: user.id, name: user.username, sessionVersion: user.sessionVersion, sid };
          } catch (error) {
            // next-auth shows a thrown message as ?error=…: the admin UI maps the code.
            if (error instanceof ApiError && error.errors[0]?.msg === 'TOO_MANY_REQUESTS') {
              throw new Error('TOO_MANY_REQUESTS');
            }
            if (error instanceof ApiError) return null;
            // next-auth would put the message (a failed query's values) in the address.
            logError('Sign-in failed', error);
            throw new Error('INTERNAL_ERROR');
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const { id, name, sessionVersion, sid } = user;
          return { ...token, sub: id, name, sessionVersion, sid };
        }
        // A session ended by logout, from 'Sesiuni' or by a password change is not renewed by
        // /api/auth/session: throwing here makes next-auth delete the cookie.
        const live = await liveSession(token.sub, token.sid);
        if (!live || live.sessionVersion !== token.sessionVersion) {
          throw new Error(SESSION_ENDED);
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, name: token.name } };
      },
    },
  };
}
