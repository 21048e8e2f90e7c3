import 'server-only';
import { getServerSession } from 'next-auth';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { authOptions } from '@/lib/accounts/auth-options';
import { ADMIN_HOME, ADMIN_PATH_HEADER } from './paths';

/**
 * The server-side guard of the admin pages: a live next-auth session (its version is checked
 * against the account), else the login, which returns to the page asked for. Once per request:
 * the layout and a page that preloads data both ask, and Next renders them side by side, so
 * the page must not read data for someone the layout turns away.
 */
export const requireAdminSession = cache(async (): Promise<void> => {
  const session = await getServerSession(authOptions());
  if (session) return;
  const requested = (await headers()).get(ADMIN_PATH_HEADER) ?? ADMIN_HOME;
  redirect(`/admin/login?callbackUrl=${encodeURIComponent(requested)}`);
});
