import { rotateRefreshToken } from '@/lib/accounts/refresh-tokens';
import { refreshTokenSchema } from '@/lib/accounts/schema';
import { apiRoute } from '@/lib/http/handler';

// POST /api/token/refresh – { refreshToken, user? } → a new { token, refreshToken }; the old one is spent.
export const POST = apiRoute({ access: 'public' }, async ({ body }) => {
  const { refreshToken } = await body(refreshTokenSchema);
  return rotateRefreshToken(refreshToken);
});
