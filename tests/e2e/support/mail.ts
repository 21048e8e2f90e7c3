import fs from 'node:fs';
import path from 'node:path';

const folder = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Every mail the e2e SMTP server received, oldest first, as raw text. */
export function receivedMails(): string[] {
  if (!fs.existsSync(folder())) return [];
  return fs
    .readdirSync(folder())
    .sort()
    .map((name) => fs.readFileSync(path.join(folder(), name), 'utf8'));
}

/** Undoes quoted-printable (soft breaks and =XX), so links and text read as sent. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for a mail matching the test, up to the timeout. */
export async function waitForMail(
  match: (mail: string) => boolean,
  timeoutMs = 20_000,
): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = receivedMails().map(decodeQuotedPrintable).reverse().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No matching mail arrived');
}
