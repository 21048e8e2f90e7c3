import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Public pages only: the API, the admin area, Next's assets and files are left alone.
  matcher: '/((?!api|admin|_next|_vercel|.*\\..*).*)',
};
