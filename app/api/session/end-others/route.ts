import { endOtherSessions } from '@/lib/accounts/account-sessions';
import { apiRoute } from '@/lib/http/handler';

// POST /api/session/end-others – 'Deconectare de pe toate celelalte dispozitive': every session
// of the caller but the one asking ends → { ended }.
export const POST = apiRoute({ access: 'admin' }, async ({ caller }) => ({
  ended: await endOtherSessions(caller.userId, caller.sessionId),
}));
