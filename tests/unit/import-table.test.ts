import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRows, readPrice } from '@/lib/import/rows';
import { detectDelimiter, readCsv, readXlsx, UnreadableTableError } from '@/lib/import/table';

const HEADER = 'categorie;model;header_offer;details;technical_data;price_day';

function csv(text: string, { bom = false } = {}): Buffer {
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');
}

describe('reading a CSV as Romanian spreadsheets write it', () => {
  it('reads semicolons, a BOM, CRLF and quoted fields with line breaks and quotes', () => {
    const text = [
      HEADER,
      'Excavatoare;JCB 3CX;"Oferta ""speciala""\r\npe doua randuri";Detalii;Date;1250',
    ].join('\r\n');
    const table = readCsv(csv(text, { bom: true }));
    expect(table.header[0]).toBe('categorie');
    expect(table.rows).toEqual([
      ['Excavatoare', 'JCB 3CX', 'Oferta "speciala"\r\npe doua randuri', 'Detalii', 'Date', '1250'],
    ]);
  });

  it('reads commas too, with or without a BOM, and skips blank lines', () => {
    const table = readCsv(csv('model,price_day\n\nCAT 320,"1,5"\n,\n'));
    expect(table.header).toEqual(['model', 'price_day']);
    expect(table.rows).toEqual([['CAT 320', '1,5']]);
  });

  it('picks the separator of the header line, not of the texts below it', () => {
    expect(detectDelimiter('model;details\nA;"x, y, z"')).toBe(';');
    expect(detectDelimiter('"a;b",model,details\n')).toBe(',');
    expect(detectDelimiter('model\tdetails\n')).toBe('\t');
  });

  it('reads a file Excel saved in Windows-1250 and says so', () => {
    const bytes = Buffer.concat([
      Buffer.from('model;details\nMacara;Lungime '),
      Buffer.from([0xba]),
      Buffer.from('i\n'),
    ]);
    const table = readCsv(bytes);
    expect(table.rows[0]?.[1]).toBe('Lungime și');
    expect(table.legacyEncoding).toBe(true);
  });

  it('refuses an unclosed quote, naming the line', () => {
    const error = (() => {
      try {
        readCsv(csv('model;details\nA;"never closed\nB;x\n'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnreadableTableError);
    expect((error as UnreadableTableError).reason).toBe('csv');
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
        ['Ok 2', 'Excavatoare', 'Text', '1.250', '1250,00', ''],
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

  it('turns plain text into paragraphs and sanitises HTML like the editor', () => {
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
    expect(read.rows[0]?.texts).toEqual({
      details: '<p>Primul rand<br />al doilea</p><p>Paragraf &lt;2&gt;</p>',
      technicalData: '<p>Ok</p>',
    });
    expect(read.rows[0]?.english).toEqual({ detailsEn: null });
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
    expect(['-1', '1.250', '12,5', 'abc', '10000001', '1e3'].map(readPrice)).toEqual(
      Array(6).fill('invalid'),
    );
  });
});
