/**
 * A row as a backup file line carries it: JSON, with dates and bytes marked so that a
 * restore gets them back as the same types, whichever driver wrote them (pg gives bytea as
 * a Buffer, PGlite as a Uint8Array).
 */
export function encodeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = { $date: value.toISOString() };
    else if (value instanceof Uint8Array)
      out[key] = { $bytes: Buffer.from(value).toString('base64') };
    else out[key] = value;
  }
  return out;
}

export function decodeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value && typeof value === 'object' && '$date' in value) {
      out[key] = new Date(String(value.$date));
    } else if (value && typeof value === 'object' && '$bytes' in value) {
      out[key] = Buffer.from(String(value.$bytes), 'base64');
    } else out[key] = value;
  }
  return out;
}
