import { startSession } from '@/lib/accounts/account-sessions';
import { deviceCookieName, newDeviceCookie } from '@/lib/accounts/device-cookie';
import { deviceName } from '@/lib/accounts/device-name';
import { checkLogin } from '@/lib/accounts/login';
import { issueTokenPair } from '@/lib/accounts/refresh-tokens';
import { loginSchema } from '@/lib/accounts/schema';
import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// POST /api/login – { username, password } → { token, refreshToken } for API clients (a new
// API session in 'Sesiuni'), and the device cookie that keeps this client out of lockouts
// caused by others' guesses.
export const POST = apiRoute({ access: 'public' }, async ({ request, body, setCookie }) => {
  const { username, password } = await body(loginSchema);
  const ip = clientAddress(request.headers);
  const user = await checkLogin(username, password, {
    ip,
    deviceCookie: request.cookies.get(deviceCookieName())?.value,
  });
  const device = deviceName(request.headers.get('user-agent'));
  const sessionId = await startSession(user, 'api', { device, address: ip });
  setCookie(newDeviceCookie(user.username));
  return issueTokenPair(user, sessionId);
});
