import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/accounts/auth-options';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth: the admin UI's sign-in, session and sign-out.
function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
