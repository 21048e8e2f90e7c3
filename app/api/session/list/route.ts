import { listSessions } from '@/lib/accounts/account-sessions';
import { apiRoute } from '@/lib/http/handler';

// GET /api/session/list – the caller's running sessions (issue #33):
// [{ id, kind, device, address, started, last_used, current }], the most recently used first.
export const GET = apiRoute({ access: 'admin' }, async ({ caller }) => {
  const sessions = await listSessions(caller.userId);
  return sessions.map((session) => ({
    id: session.id,
    kind: session.kind,
    device: session.device,
    address: session.address,
    started: session.started.toISOString(),
    last_used: session.lastUsed.toISOString(),
    current: session.id === caller.sessionId,
  }));
});
