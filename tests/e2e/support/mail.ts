import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../support/quoted-printable';

const folder = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Every mail the e2e SMTP server received, oldest first, as raw text. */
export function receivedMails(): string[] {
  if (!fs.existsSync(folder())) return [];
  return fs
    .readdirSync(folder())
    .sort()
    .map((name) => fs.readFileSync(path.join(folder(), name), 'utf8'));
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
