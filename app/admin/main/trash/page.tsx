import { TrashList } from '@/components/admin/data/trash-list';
import { requireAdminSession } from '@/lib/admin/session';
import { listTrashAfterPurge } from '@/lib/trash/queries';
import { toTrashItemWire } from '@/lib/trash/wire';

/**
 * 'Cos de gunoi' (issue #32): what was deleted in the last 30 days, read fresh in the server
 * HTML in the shape GET /api/trash answers; restores and deletes then change it here.
 */
export default async function TrashPage() {
  await requireAdminSession();
  return (
    <section className="admin-page">
      <TrashList initial={(await listTrashAfterPurge()).map(toTrashItemWire)} />
    </section>
  );
}
