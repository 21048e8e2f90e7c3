import { listSessions, type SessionEntry } from '@/lib/accounts/account-sessions';
import { apiRoute } from '@/lib/http/handler';
import { asksForPage, parsePageQuery } from '@/lib/http/pagination';

// GET /api/session/list – the caller's running sessions (issue #33):
// [{ id, kind, device, address, started, last_used, current }], the most recently used first;
// with page or limit, one page of them: { items, total, page, limit } (issue #41).
export const GET = apiRoute({ access: 'admin' }, async ({ caller, request }) => {
  const params = request.nextUrl.searchParams;
  const wire = (session: SessionEntry) => ({
    id: session.id,
    kind: session.kind,
    device: session.device,
    address: session.address,
    started: session.started.toISOString(),
    last_used: session.lastUsed.toISOString(),
    current: session.id === caller.sessionId,
  });
  if (!asksForPage(params)) return (await listSessions(caller.userId)).items.map(wire);
  const page = parsePageQuery(params);
  const { items, total } = await listSessions(caller.userId, page);
  return { items: items.map(wire), total, ...page };
});
