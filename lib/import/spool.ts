import fs from 'node:fs';
import { promisify } from 'node:util';

/** Where a value waits in the spool's file. */
export interface Spooled {
  at: number;
  bytes: number;
}

/** Written out once this much is waiting: a few writes for a 10,000-row file. */
const FLUSH_BYTES = 1024 * 1024;
/** Values read back together when they lie this close in the file (one read each). */
const READ_GAP_BYTES = 64 * 1024;
const READ_SPAN_BYTES = 4 * 1024 * 1024;

const read = promisify(fs.read);

/**
 * Values parked in a file of the upload's scratch folder until they are needed (issue #32): a
 * 10,000-row file's cells and sanitised HTML are tens of megabytes of strings, which held in
 * the heap made the server's peak. The import parks each row's cells as the CSV is parsed and
 * each valid row's texts once they are sanitised; what it keeps in memory is where they are.
 */
export class Spool<T> {
  private fd: number | undefined;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private size = 0;

  constructor(private readonly file: string) {}

  /** The values another writer left in `file` (the import's parser thread), to read back. */
  static reading<T>(file: string): Spool<T> {
    const spool = new Spool<T>(file);
    spool.fd = fs.openSync(file, 'r');
    return spool;
  }

  /** Parks a value (synchronously: rows are parked inside the CSV parser's callback). */
  add(value: T): Spooled {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    const spooled = { at: this.size, bytes: bytes.length };
    this.size += bytes.length;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
    return spooled;
  }

  /** The value of each entry (undefined for none), in the order asked. */
  async readAll(entries: (Spooled | undefined)[]): Promise<(T | undefined)[]> {
    this.flush();
    const values: (T | undefined)[] = entries.map(() => undefined);
    const order = entries
      .map((entry, index) => ({ entry, index }))
      .filter((item): item is { entry: Spooled; index: number } => item.entry !== undefined)
      .sort((a, b) => a.entry.at - b.entry.at);
    // Neighbours in one read: a slice of 500 rows is one contiguous range of the file.
    for (let first = 0; first < order.length;) {
      let last = first;
      const start = order[first]!.entry.at;
      let end = start + order[first]!.entry.bytes;
      while (last + 1 < order.length) {
        const next = order[last + 1]!.entry;
        const nextEnd = next.at + next.bytes;
        if (next.at - end > READ_GAP_BYTES || nextEnd - start > READ_SPAN_BYTES) break;
        end = Math.max(end, nextEnd);
        last++;
      }
      const buffer = Buffer.alloc(end - start);
      await read(this.fd as number, buffer, 0, buffer.length, start);
      for (const { entry, index } of order.slice(first, last + 1)) {
        const at = entry.at - start;
        values[index] = JSON.parse(buffer.toString('utf8', at, at + entry.bytes)) as T;
      }
      first = last + 1;
    }
    return values;
  }

  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    this.pending = [];
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.fd ??= fs.openSync(this.file, 'w+');
    const data = Buffer.concat(this.pending, this.pendingBytes);
    for (let written = 0; written < data.length;) {
      written += fs.writeSync(this.fd, data, written);
    }
    this.pending = [];
    this.pendingBytes = 0;
  }
}
