import { toCsv } from '@/lib/csv';
import type { ContactRequestView } from './queries';

const COLUMNS: [string, (row: ContactRequestView) => string][] = [
  ['created_at', (row) => row.createdAt],
  ['status', (row) => row.status],
  ['last_name', (row) => row.lastName],
  ['first_name', (row) => row.firstName],
  ['email', (row) => row.email],
  ['phone', (row) => row.phone],
  ['city', (row) => row.city],
  ['company', (row) => row.company],
  ['categories', (row) => row.categories],
  ['product_model', (row) => row.product?.model ?? ''],
  ['period_from', (row) => row.periodFrom ?? ''],
  ['period_to', (row) => row.periodTo ?? ''],
  ['message', (row) => row.message],
  ['mail', (row) => row.delivery.state],
];

/** The inbox as CSV for a spreadsheet (lib/csv.ts). */
export function contactRequestsToCsv(rows: ContactRequestView[]): string {
  return toCsv([
    COLUMNS.map(([name]) => name),
    ...rows.map((row) => COLUMNS.map(([, get]) => get(row))),
  ]);
}
