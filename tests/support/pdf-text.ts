import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as Debian's poppler-utils reads it (one page per \f); with `layout`, a
 * table's row stays on one line, its cells apart as on the page.
 */
export function pdfText(pdf: Buffer, { layout = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datasheet-'));
  try {
    const file = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(file, pdf);
    const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    return execFileSync('/usr/bin/pdftotext', args, { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pages the PDF has (pdfinfo, from the same package). */
export function pdfPages(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datasheet-'));
  try {
    const file = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
