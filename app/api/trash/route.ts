import { apiRoute } from '@/lib/http/handler';
import { listTrashAfterPurge } from '@/lib/trash/queries';
import { toTrashItemWire } from '@/lib/trash/wire';

// GET /api/trash – what is in the trash ('Cos de gunoi'), the most recently deleted first;
// anything past its 30 days is purged first.
export const GET = apiRoute({ access: 'admin' }, async () =>
  (await listTrashAfterPurge()).map(toTrashItemWire),
);
