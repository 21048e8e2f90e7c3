import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema';
import { runAs } from '@/lib/audit/actor';
import { auditedStream } from '@/lib/audit/download';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase();
const db = () => database.handle().db;
const actor = { accountId: null, accountName: 'ana', address: '192.0.2.7' };
const entry = { action: 'export', type: 'backup', label: 'copie.backup.gz' } as const;

async function read(body: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(body as never)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('a streamed download is audited once the file is complete (issue #43)', () => {
  it('writes the entry, with its author, before the client sees the end of the file', async () => {
    await db().delete(auditLog);
    let entriesWhenProduced = -1;
    const body = runAs(actor, () =>
      auditedStream(
        entry,
        async (output) => {
          output.write('first part, ');
          entriesWhenProduced = (await db().select().from(auditLog)).length;
          output.end('last part');
        },
        'The test download failed',
      ),
    );
    expect(await read(body)).toBe('first part, last part');
    expect(entriesWhenProduced).toBe(0);
    const rows = await db().select().from(auditLog);
    expect(rows).toMatchObject([
      { action: 'export', objectType: 'backup', label: 'copie.backup.gz', accountName: 'ana' },
    ]);
  });

  it('leaves no entry when the file fails half-way, and cuts the download short', async () => {
    await db().delete(auditLog);
    const body = runAs(actor, () =>
      auditedStream(
        entry,
        async (output) => {
          output.write('half a file');
          throw new Error('disk gone');
        },
        'The test download failed',
      ),
    );
    await expect(read(body)).rejects.toThrow();
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
