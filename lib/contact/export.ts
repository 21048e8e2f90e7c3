import 'server-only';
import { auditedFile } from '@/lib/audit/download';
import { todayInRomania } from '@/lib/romania-time';
import { contactRequestsToCsv } from './csv';
import { listContactRequests } from './queries';

/**
 * GET /api/contact/requests/export: the inbox as CSV. The customers' names and contacts leave
 * the site: 'Jurnal' says who took them (issue #33), once the file is made.
 */
export async function exportContactRequests(): Promise<{ fileName: string; csv: string }> {
  // The day in Romania: an export made at 00:30 in Bucharest is named for that day, not UTC's.
  const fileName = `cereri-oferta-${todayInRomania()}.csv`;
  const csv = await auditedFile({ action: 'export', type: 'request', label: fileName }, async () =>
    contactRequestsToCsv(await listContactRequests()),
  );
  return { fileName, csv };
}
