import 'server-only';
import { todayInRomania } from '@/lib/romania-time';
import { auditToCsv } from './csv';
import { auditedFile } from './download';
import { allAudit, auditFilterFrom } from './queries';

/** GET /api/audit/export: the entries the filters match as CSV; the export itself is logged after. */
export async function exportAudit(
  params: URLSearchParams,
): Promise<{ fileName: string; csv: string }> {
  const filter = auditFilterFrom(params);
  const fileName = `jurnal-${todayInRomania()}.csv`;
  const csv = await auditedFile({ action: 'export', type: 'audit', label: fileName }, async () =>
    auditToCsv(await allAudit(filter)),
  );
  return { fileName, csv };
}
