import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readPrice } from '@/lib/import/cells';
import { RowReader } from '@/lib/import/rows';
import { parseTable, UnreadableTableError, type TableRows } from '@/lib/import/table';
import { Spool } from '@/lib/import/spool';
import type { RowTexts } from '@/lib/import/texts';
import { detectDelimiter } from '@/lib/import/table-worker.mjs';

const HEADER = 'categorie;model;header_offer;details;technical_data;price_day';

function csv(text: string, { bom = false } = {}): Buffer {
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');
}

/** A table's rows as the import's reader receives them, collected. */
function collector() {
  const table = { header: [] as string[], rows: [] as string[][] };
  const into = {
    header: (cells: string[]) => void (table.header = cells),
    row: (cells: string[]) => void table.rows.push(cells),
  };
  return { table, into };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'import-table-'));

/** A file read as the import reads it: parsed in its thread, its rows handed on to `into`. */
async function readInto(bytes: Buffer, format: 'csv' | 'xlsx', into: TableRows) {
  const folder = mkdtempSync(path.join(scratch, 'upload-'));
  const file = path.join(folder, 'upload');
  writeFileSync(file, bytes);
  const { table, legacyEncoding } = await parseTable({
    file,
    entry: null,
    format,
    scratch: folder,
  });
  try {
    await table.handOn(into);
  } finally {
    table.close();
  }
  return { legacyEncoding };
}
const readCsvInto = (bytes: Buffer, into: TableRows) => readInto(bytes, 'csv', into);

async function readCsv(bytes: Buffer) {
  const { table, into } = collector();
  const { legacyEncoding } = await readInto(bytes, 'csv', into);
  return { ...table, legacyEncoding };
}

async function readXlsx(bytes: Buffer) {
  const { table, into } = collector();
  await readInto(bytes, 'xlsx', into);
  return table;
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let spools = 0;

/** Reads rows as the import does, with a spool of the test's own for the texts. */
function readRows(table: { header: string[]; rows: string[][] }, withPictures: boolean) {
  const spool = new Spool<RowTexts>(path.join(scratch, `texts-${++spools}`));
  const reader = new RowReader(withPictures, spool);
  reader.header(table.header);
  for (const row of table.rows) reader.row(row);
  return { ...reader.result(), spool };
}

describe('reading a CSV as Romanian spreadsheets write it', () => {
  it('reads semicolons, a BOM, CRLF and quoted fields with line breaks and quotes', async () => {
    const text = [
      HEADER,
      'Excavatoare;JCB 3CX;"Oferta ""speciala""\r\npe doua randuri";Detalii;Date;1250',
    ].join('\r\n');
    const table = await readCsv(csv(text, { bom: true }));
    expect(table.header[0]).toBe('categorie');
    expect(table.rows).toEqual([
      ['Excavatoare', 'JCB 3CX', 'Oferta "speciala"\r\npe doua randuri', 'Detalii', 'Date', '1250'],
    ]);
  });

  it('reads commas too, with or without a BOM, and skips blank lines', async () => {
    const table = await readCsv(csv('model,price_day\n\nCAT 320,"1,5"\n,\n'));
    expect(table.header).toEqual(['model', 'price_day']);
    expect(table.rows).toEqual([['CAT 320', '1,5']]);
  });

  it('picks the separator of the header line, not of the texts below it', () => {
    expect(detectDelimiter('model;details\nA;"x, y, z"')).toBe(';');
    expect(detectDelimiter('"a;b",model,details\n')).toBe(',');
    expect(detectDelimiter('model\tdetails\n')).toBe('\t');
    // The UTF-8 bytes of a file give the same answer as its text (a BOM, letters of two bytes).
    for (const header of ['\uFEFFmodel;details;ț,ș', '"ă;â",model,details\n', 'î\tmodel;x']) {
      expect(detectDelimiter(Buffer.from(header))).toBe(detectDelimiter(header));
    }
  });

  it('hands each row on as it is read, not the file as a table', async () => {
    const order: string[] = [];
    await readCsvInto(csv('model;details\nA;"două\nrânduri"\n;\nB;x\n', { bom: true }), {
      header: (cells) => order.push(`header ${cells.join('|')}`),
      row: (cells) => order.push(`row ${cells.join('|')}`),
    });
    expect(order).toEqual(['header model|details', 'row A|două\nrânduri', 'row B|x']);
  });

  it('lets a failure of reading a row through, not as a CSV problem', async () => {
    const failure = new Error('disk full');
    const read = () =>
      readCsvInto(csv('model\nA\n'), {
        header: () => {},
        row: () => {
          throw failure;
        },
      });
    await expect(read()).rejects.toBe(failure);
  });

  it('reads a file Excel saved in Windows-1250 and says so', async () => {
    const bytes = Buffer.concat([
      Buffer.from('model;details\nMacara;Lungime '),
      Buffer.from([0xba]),
      Buffer.from('i\n'),
    ]);
    const table = await readCsv(bytes);
    expect(table.rows[0]?.[1]).toBe('Lungime și');
    expect(table.legacyEncoding).toBe(true);
  });

  it('refuses an unclosed quote, naming the line', async () => {
    const error = await readCsv(csv('model;details\nA;"never closed\nB;x\n')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnreadableTableError);
    expect((error as UnreadableTableError).reason).toBe('csv');
  });
});

describe('the spool', () => {
  it('gives back each row its texts, across flushes and in any order asked', async () => {
    const spool = new Spool<RowTexts>(path.join(scratch, 'spool-order'));
    // ~3 MB of texts: several writes of the spool, and reads that span them.
    const texts = Array.from({ length: 3000 }, (_, n) => ({
      details: `<p>Rândul ${n}: ${'ț'.repeat(n % 700)}</p>`,
      ...(n % 3 === 0 ? { detailsEn: null } : {}),
    }));
    const spooled = texts.map((text) => spool.add(text));
    const asked = [2999, 0, 1500, 1501, 7, 2998].map((n) => spooled[n]);
    expect(await spool.readAll([...asked, undefined])).toEqual([
      ...[2999, 0, 1500, 1501, 7, 2998].map((n) => texts[n]),
      undefined,
    ]);
    expect(await spool.readAll(spooled)).toEqual(texts);
    spool.close();
  });

  it('parks a parsed table and hands its rows on in order, a slice at a time', async () => {
    const lines = Array.from({ length: 450 }, (_, n) => `M ${n};"rând\n${n}"`);
    const { table, into } = collector();
    await readCsvInto(csv(['model;details', ...lines].join('\r\n'), { bom: true }), into);
    expect(table.header).toEqual(['model', 'details']);
    expect(table.rows).toEqual(lines.map((_, n) => [`M ${n}`, `rând\n${n}`]));
  });
});

describe('reading an .xlsx', () => {
  it('reads the first sheet: text, numbers, rich text and formula results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Utilaje');
    sheet.addRow(['model', 'price_day', 'details', 'price_week']);
    sheet.addRow([
      'Volvo EC220',
      900,
      { richText: [{ text: 'Bold ' }, { text: 'text' }] },
      { formula: 'B2*6', result: 5400 },
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const table = await readXlsx(bytes);
    expect(table.header).toEqual(['model', 'price_day', 'details', 'price_week']);
    expect(table.rows).toEqual([['Volvo EC220', '900', 'Bold text', '5400']]);
  });
});

describe('the rows of a machines file', () => {
  const table = (header: string[], ...rows: string[][]) => ({ header, rows });

  it('maps columns in any order and reports unknown ones without refusing the file', () => {
    const read = readRows(
      table([' Model ', 'Price Day', 'Observatii'], ['JCB 3CX', '1 250 lei', 'nota']),
      false,
    );
    expect(read.problems).toEqual([]);
    expect(read.rows[0]).toMatchObject({
      row: 2,
      model: 'JCB 3CX',
      slug: 'jcb-3cx',
      prices: { priceDay: 1250 },
    });
    expect(read.warnings).toEqual([
      { row: 1, column: 'Observatii', code: 'IMPORT_UNKNOWN_COLUMN' },
    ]);
  });

  it('needs a model column, and refuses a column given twice', () => {
    expect(readRows(table(['details'], ['x']), false).problems).toEqual([
      { row: 1, column: 'model', code: 'IMPORT_MISSING_COLUMN' },
    ]);
    expect(readRows(table(['model', 'MODEL'], ['a', 'b']), false).problems).toEqual([
      { row: 1, column: 'model', code: 'IMPORT_DUPLICATE_COLUMN' },
    ]);
  });

  it('names the row and column of every problem, with the spec codes', () => {
    const read = readRows(
      table(
        ['model', 'categorie', 'details', 'price_day', 'price_week', 'gallery'],
        ['JCB 3CX', 'Excavatoare', 'Text', '100', '', ''],
        ['jcb  3cx', 'Excavatoare', 'Text', '', '', ''],
        ['Model/rau', 'Excavatoare', 'Text', '', '', ''],
        ['', 'Excavatoare', 'Text', '', '', ''],
        ['Ok 1', 'Cat<>', ' ', '-5', '12.5', 'a|b|c|d|e|f'],
        ['Ok 2', 'Excavatoare', 'Text', '1.250,50', '1.250,00', ''],
      ),
      true,
    );
    expect(read.problems).toEqual([
      { row: 3, column: 'model', code: 'ERROR_PRODUCT_EXIST', detail: { first: 2 } },
      { row: 4, column: 'model', code: 'INVALID_MODEL' },
      { row: 5, column: 'model', code: 'REQUIRED_MODEL' },
      { row: 6, column: 'categorie', code: 'INVALID_CATEGORY_NAME' },
      { row: 6, column: 'details', code: 'REQUIRED_DETAILS' },
      { row: 6, column: 'price_day', code: 'INVALID_PRICE', detail: { limit: 10_000_000 } },
      { row: 6, column: 'price_week', code: 'INVALID_PRICE', detail: { limit: 10_000_000 } },
      { row: 6, column: 'gallery', code: 'TOO_MANY_IMAGES', detail: { limit: 5 } },
      { row: 7, column: 'price_day', code: 'INVALID_PRICE', detail: { limit: 10_000_000 } },
    ]);
    expect(read.rows.filter((row) => !row.invalid).map((row) => row.model)).toEqual(['JCB 3CX']);
  });

  it('turns plain text into paragraphs and sanitises HTML like the editor', async () => {
    const read = readRows(
      table(
        ['model', 'details', 'technical_data', 'details_en'],
        [
          'A 1',
          'Primul rand\nal doilea\n\nParagraf <2>',
          '<p onclick="x()">Ok<script>alert(1)</script></p>',
          '',
        ],
      ),
      false,
    );
    const details = '<p>Primul rand<br />al doilea</p><p>Paragraf &lt;2&gt;</p>';
    const [texts] = await read.spool.readAll([read.rows[0]?.texts]);
    expect(texts).toEqual({ details, technicalData: '<p>Ok</p>', detailsEn: null });
    // The row keeps their MD5s (as PostgreSQL's md5() writes them) to compare with the stored.
    expect(read.rows[0]?.textHashes).toEqual({
      details: createHash('md5').update(details).digest('hex'),
      technicalData: createHash('md5').update('<p>Ok</p>').digest('hex'),
      detailsEn: null,
    });
    read.spool.close();
  });

  it('reads picture names only when pictures came with the file, and says it skipped them', () => {
    const rows = table(['model', 'header_photo', 'gallery'], ['A 1', 'a.jpg', 'b.jpg | c.jpg']);
    expect(readRows(rows, true).rows[0]).toMatchObject({
      headerPhoto: 'a.jpg',
      gallery: ['b.jpg', 'c.jpg'],
    });
    const plain = readRows(rows, false);
    expect(plain.rows[0]?.headerPhoto).toBeUndefined();
    expect(plain.warnings).toEqual([{ row: null, column: null, code: 'IMPORT_PICTURES_IGNORED' }]);
  });

  it('reads prices as spreadsheets write whole lei, and refuses guesses', () => {
    expect(
      ['0', '1250', '1 250', '1\u00a0250', '1250,00', '1250.0', '900 lei', '900RON', ''].map(
        readPrice,
      ),
    ).toEqual([0, 1250, 1250, 1250, 1250, 1250, 900, 900, null]);
    expect(['-1', '1.250,50', '12,5', 'abc', '10000001', '1e3'].map(readPrice)).toEqual(
      Array(6).fill('invalid'),
    );
  });
});
