import { rejectRefreshToken } from '@/lib/accounts/refresh-tokens';
import { rejectTokenSchema } from '@/lib/accounts/schema';
import { apiRoute } from '@/lib/http/handler';

// POST /api/token/reject – { refreshToken } → revokes it; { ok: true } even when unknown.
export const POST = apiRoute({ access: 'public' }, async ({ body }) => {
  const { refreshToken } = await body(rejectTokenSchema);
  await rejectRefreshToken(refreshToken);
  return { ok: true };
});
