import { deviceCookieName, newDeviceCookie } from '@/lib/accounts/device-cookie';
import { checkLogin } from '@/lib/accounts/login';
import { issueTokenPair } from '@/lib/accounts/refresh-tokens';
import { loginSchema } from '@/lib/accounts/schema';
import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// POST /api/login – { username, password } → { token, refreshToken } for API clients, and
// the device cookie that keeps this client out of lockouts caused by others' guesses.
export const POST = apiRoute({ access: 'public' }, async ({ request, body, setCookie }) => {
  const { username, password } = await body(loginSchema);
  const user = await checkLogin(username, password, {
    ip: clientAddress(request.headers),
    deviceCookie: request.cookies.get(deviceCookieName())?.value,
  });
  setCookie(newDeviceCookie(user.username));
  return issueTokenPair(user);
});
