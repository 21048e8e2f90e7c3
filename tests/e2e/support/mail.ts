import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { siteOf } from './sites';

const folder = () => siteOf(test.info().parallelIndex).mailFolder;

function mailFiles(): string[] {
  if (!fs.existsSync(folder())) return [];
  return fs.readdirSync(folder()).sort();
}

/** How many mails this worker's site has sent so far: pass it to waitForMail as `after`. */
export function mailCount(): number {
  return mailFiles().length;
}

/**
 * Waits for a mail sent after the first `after` ones whose text matches, up to the timeout,
 * and answers its text as the recipient reads it.
 */
export async function waitForMail(
  match: (text: string) => boolean,
  after: number,
  timeoutMs = 20_000,
): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const name of mailFiles().slice(after)) {
      const mail = await simpleParser(fs.readFileSync(path.join(folder(), name)));
      if (match(mail.text ?? '')) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No matching mail arrived');
}
