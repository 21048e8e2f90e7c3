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

/**
 * The inbox as CSV for a spreadsheet: UTF-8 with a BOM (so Romanian letters open right),
 * every cell quoted, and cells that a spreadsheet would run as a formula defused.
 */
export function contactRequestsToCsv(rows: ContactRequestView[]): string {
  const lines = [
    COLUMNS.map(([name]) => name),
    ...rows.map((row) => COLUMNS.map(([, get]) => get(row))),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${defused.replace(/"/g, '""')}"`;
}
