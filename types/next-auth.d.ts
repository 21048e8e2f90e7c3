import 'next-auth';
import 'next-auth/jwt';

// The account facts lib/accounts/auth-options.ts carries from sign-in to the cookie.
declare module 'next-auth' {
  interface User {
    sessionVersion: number;
    /** The session row of this sign-in (lib/accounts/account-sessions.ts). */
    sid: string;
  }
  interface Session {
    user?: { id?: string; name?: string | null; email?: string | null; image?: string | null };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    sessionVersion?: number;
    sid?: string;
  }
}
