import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * The small files of issue #41 that unpack to far more than they weigh, built as streams (the
 * test process never holds what they unpack to): an .xlsx of 3,000,000 rows, a zip of a 250 MB
 * one-cell utilaje.csv, an .xlsx of 1,500,000 shared strings.
 */

/** A sheet's XML: a header row, then `rows` rows of one cell each, written as it is read. */
function sheetXml(rows: number, cell: string | ((row: number) => string)): Readable {
  const BATCH = 50_000;
  let next = 1;
  let block: string | undefined;
  return new Readable({
    read() {
      if (next > rows + 1) return void this.push(null);
      const parts: string[] = [];
      if (next === 1) {
        parts.push(
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
          '<row><c t="inlineStr"><is><t>model</t></is></c></row>',
        );
        next = 2;
      }
      // No `r`: optional in OOXML, and a row of the same bytes as the last one compresses to
      // next to nothing (how 3,000,000 rows fit in a few hundred kilobytes).
      const end = Math.min(rows + 1, next + BATCH - 1);
      if (typeof cell === 'string') {
        const same = `<row><c ${cell}</c></row>`;
        block ??= same.repeat(BATCH);
        parts.push(end - next + 1 === BATCH ? block : same.repeat(end - next + 1));
        next = end + 1;
      }
      for (; next <= end; next++)
        parts.push(`<row><c ${(cell as (row: number) => string)(next)}</c></row>`);
      if (next > rows + 1) parts.push('</sheetData></worksheet>');
      this.push(parts.join(''));
    },
  });
}

const XLSX_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Utilaje" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
};

function zipped(parts: Record<string, string | Readable>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') zip.addBuffer(Buffer.from(part), name);
    else zip.addReadStream(part, name, { compressionLevel: 1 });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** An .xlsx whose first sheet has `rows` rows below its header (issue #41: 3,000,000). */
export function sheetBomb(rows = 3_000_000): Promise<Buffer> {
  return zipped({
    ...XLSX_PARTS,
    'xl/sharedStrings.xml':
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
    'xl/worksheets/sheet1.xml': sheetXml(rows, 't="inlineStr"><is><t>M</t></is>'),
  });
}

/** An .xlsx with `count` distinct shared strings, a few rows using them (issue #41: 1.5 M). */
export function sharedStringsBomb(count = 1_500_000, { declared = true } = {}): Promise<Buffer> {
  const BATCH = 10_000;
  let next = 0;
  const strings = new Readable({
    read() {
      if (next > count) return void this.push(null);
      if (next === 0) {
        this.push(
          `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ${declared ? ` count="${count}" uniqueCount="${count}"` : ''}>`,
        );
      }
      const parts: string[] = [];
      for (const end = Math.min(count, next + BATCH); next < end; next++) {
        parts.push(`<si><t>${next.toString(36)}</t></si>`);
      }
      if (next >= count) {
        parts.push('</sst>');
        next = count + 1;
      }
      this.push(parts.join(''));
    },
  });
  return zipped({
    ...XLSX_PARTS,
    'xl/sharedStrings.xml': strings,
    'xl/worksheets/sheet1.xml': sheetXml(10, (row) => `t="s"><v>${row}</v>`),
  });
}

/** A zip of `utilaje.csv`: a header and one cell of `megabytes` MB (issue #41: 250). */
export function cellBomb(megabytes = 250): Promise<Buffer> {
  const chunk = 'a'.repeat(1024 * 1024);
  let sent = 0;
  const csv = new Readable({
    read() {
      if (sent === 0) this.push('model\n"');
      if (sent === megabytes) {
        this.push('"\n');
        this.push(null);
        sent++;
      } else if (sent < megabytes) {
        this.push(chunk);
        sent++;
      }
    },
  });
  return zipped({ 'utilaje.csv': csv });
}
