import { apiRoute } from '@/lib/http/handler';

// GET /api/session – { user, expires_at, expires_in } of the caller, for the expiry dialog.
export const GET = apiRoute({ access: 'admin' }, ({ caller }) => {
  const { userId, username, expiresAt } = caller;
  return Promise.resolve({
    user: { uuid: userId, username },
    expires_at: new Date(expiresAt * 1000).toISOString(),
    // Seconds left, so the browser times the dialog on its own clock, however far off it is.
    expires_in: Math.max(0, Math.round(expiresAt - Date.now() / 1000)),
  });
});
