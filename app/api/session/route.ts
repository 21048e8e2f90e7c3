import { apiRoute } from '@/lib/http/handler';

// GET /api/session – { user: { uuid, username }, expires_at } of the caller, for the expiry dialog.
export const GET = apiRoute({ access: 'admin' }, ({ caller }) => {
  const { userId, username, expiresAt } = caller!;
  return Promise.resolve({
    user: { uuid: userId, username },
    expires_at: new Date(expiresAt * 1000).toISOString(),
  });
});
