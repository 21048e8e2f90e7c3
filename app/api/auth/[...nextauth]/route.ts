import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/accounts/auth-options';
import { newDeviceCookie } from '@/lib/accounts/device-cookie';
import type { AccountUser } from '@/lib/accounts/login';
import { assertNextAuthRequest, inApiErrorBody } from '@/lib/accounts/next-auth-request';
import { withCookies } from '@/lib/http/edge';
import { errorResponse } from '@/lib/http/handler';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth: the admin UI's sign-in, session and sign-out. A
// successful sign-in also leaves the device cookie that keeps this browser out of lockouts.
// What next-auth would answer with a 500 is refused first, in the API's error body.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  try {
    await assertNextAuthRequest(request, (await context.params).nextauth);
    let signedIn: AccountUser | undefined;
    const options = authOptions({ onSignIn: (user) => (signedIn = user) });
    const response = inApiErrorBody((await NextAuth(request, context, options)) as Response);
    return signedIn ? withCookies(response, [newDeviceCookie(signedIn.username)]) : response;
  } catch (error) {
    return errorResponse(error, request);
  }
}

export { handler as GET, handler as POST };
