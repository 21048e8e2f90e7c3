import { checkLogin } from '@/lib/accounts/login';
import { issueTokenPair } from '@/lib/accounts/refresh-tokens';
import { loginSchema } from '@/lib/accounts/schema';
import { apiRoute } from '@/lib/http/handler';
import { clientIp } from '@/lib/rate-limit';

// POST /api/login – { username, password } → { token, refreshToken } for API clients.
export const POST = apiRoute({ access: 'public' }, async ({ request, body }) => {
  const { username, password } = await body(loginSchema);
  const user = await checkLogin(username, password, clientIp(request.headers));
  return issueTokenPair(user);
});
