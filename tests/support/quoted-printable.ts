/**
 * Undoes quoted-printable (soft line breaks and =XX escapes) in a raw mail, so its text and
 * links read as they were sent. Shared by the integration and e2e suites.
 */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
