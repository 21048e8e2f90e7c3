/**
 * CSV for a spreadsheet: UTF-8 with a BOM (so Romanian letters open right), CRLF, every cell
 * quoted, and cells a spreadsheet would run as a formula defused. The inbox's and the audit
 * log's exports write it.
 */
export function toCsv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${defused.replace(/"/g, '""')}"`;
}
