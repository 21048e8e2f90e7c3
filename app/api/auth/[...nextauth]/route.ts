import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/accounts/auth-options';
import { newDeviceCookie } from '@/lib/accounts/device-cookie';
import type { AccountUser } from '@/lib/accounts/login';
import { withCookies } from '@/lib/http/edge';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth: the admin UI's sign-in, session and sign-out. A
// successful sign-in also leaves the device cookie that keeps this browser out of lockouts.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  let signedIn: AccountUser | undefined;
  const options = authOptions({ onSignIn: (user) => (signedIn = user) });
  const response = (await NextAuth(request, context, options)) as Response;
  return signedIn ? withCookies(response, [newDeviceCookie(signedIn.username)]) : response;
}

export { handler as GET, handler as POST };
