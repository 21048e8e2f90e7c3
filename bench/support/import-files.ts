import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import yazl from 'yazl';
import { IMPORT_COLUMNS, type ImportColumn } from '@/lib/import/columns';

/** The columns of a full machines file, as the export writes them. */
const FULL_HEADER: string[] = [...IMPORT_COLUMNS];

/** Categories the generated machines are spread over. */
const CATEGORIES = 40;

/** A semicolon CSV with a BOM and CRLF, as Excel writes it in Romania. */
function csvOf(rows: (string | number)[][]): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`);
}

export function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // Pictures are stored, not deflated: a JPEG does not shrink, and the CSV is small.
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(content, name, { compress: name.endsWith('.csv') });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The model of machine `n` of a batch: `Bench r1 a 00042`. */
export const modelOf = (batch: string, n: number) => `Bench ${batch} ${String(n).padStart(5, '0')}`;

/**
 * One machine's row with every column filled as an owner's export would be: Romanian texts
 * (~2.3 kB of HTML: a paragraph, a list, a table) and shorter English ones (~1 kB), so that
 * sanitising and comparing them costs what a real fleet's would.
 */
function fullRow(model: string, n: number, headerPhoto: string): (string | number)[] {
  const category = n % CATEGORIES;
  const items = (word: string) =>
    Array.from({ length: 6 }, (_, i) => `<li>${word} ${i + 1}: ${(n * 7 + i) % 97} unități</li>`);
  const cells = (label: string) =>
    Array.from(
      { length: 6 },
      (_, i) => `<tr><th>${label} ${i + 1}</th><td>${(n + i * 13) % 1000} kg</td></tr>`,
    );
  const row: Record<ImportColumn, string | number> = {
    categorie: `Categorie bench ${category}`,
    categorie_en: `Bench category ${category}`,
    model,
    header_offer:
      `<p>Închiriem <strong>${model}</strong> pe zi sau pe săptămână, cu operator sau fără; ` +
      `transportul în județ este inclus, iar utilajul este revizuit înainte de fiecare plecare.</p>`,
    details:
      `<h3>Detalii</h3><p>Utilaj verificat, asigurat, cu asistență tehnică 24/7.</p>` +
      `<ul>${items('Accesoriu').join('')}</ul>`,
    technical_data: `<table><tbody>${cells('Parametru').join('')}</tbody></table>`,
    header_offer_en: `<p>We rent <strong>${model}</strong> by the day or week, with or without an operator.</p>`,
    details_en: `<ul>${items('Attachment').join('')}</ul>`,
    technical_data_en: '',
    price_day: 100 + (n % 900),
    price_week: 600 + (n % 5000),
    units: 1 + (n % 3),
    header_photo: headerPhoto,
    gallery: '',
  };
  return IMPORT_COLUMNS.map((column) => row[column]);
}

/** A small, clean JPEG: the one picture every row of the "without pictures" files names. */
export function smallPicture(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * `count` new machines in a zip whose rows all name the same small picture: stored once, by
 * its content, so the file measures the rows and not the pictures.
 */
export async function newMachinesZip(batch: string, count: number, picture: Buffer) {
  const rows: (string | number)[][] = [FULL_HEADER];
  for (let n = 1; n <= count; n++) rows.push(fullRow(modelOf(batch, n), n, 'poze/utilaj.jpg'));
  const table = csvOf(rows);
  return { bytes: await zipOf({ 'utilaje.csv': table, 'poze/utilaj.jpg': picture }), table };
}

/** A plain CSV of `model;price_day` giving every machine of the batch another price. */
export function pricesCsv(batch: string, count: number): Buffer {
  const rows: (string | number)[][] = [['model', 'price_day']];
  for (let n = 1; n <= count; n++) rows.push([modelOf(batch, n), newPrice(n)]);
  return csvOf(rows);
}

export const newPrice = (n: number) => 2000 + (n % 700);

/**
 * A photo-like JPEG of about 1 MB (1920 × 1280, a gradient under noise, quality 85), each one
 * different. Without metadata the import keeps it byte for byte; with `exif` (a camera's Make
 * and Model) it is decoded and re-encoded like a camera's photo.
 */
export async function megabytePicture(exif: boolean): Promise<Buffer> {
  const width = 1920;
  const height = 1280;
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(raw.length);
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      raw[i] = clamp((x * 255) / width + ((noise[i]! - 128) * 44) / 128);
      raw[i + 1] = clamp((y * 255) / height + ((noise[i + 1]! - 128) * 44) / 128);
      raw[i + 2] = clamp(128 + ((noise[i + 2]! - 128) * 44) / 128);
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  const withMetadata = exif
    ? image.withExif({ IFD0: { Make: 'Bench', Model: 'Camera 1', Software: 'bench/import.ts' } })
    : image;
  return withMetadata.jpeg({ quality: 85 }).toBuffer();
}

/** `count` new machines, each with a distinct ~1 MB header picture of its own, in a zip. */
export async function pictureMachinesZip(batch: string, count: number, exif: boolean) {
  const rows: (string | number)[][] = [FULL_HEADER];
  const files: Record<string, Buffer> = {};
  for (let n = 1; n <= count; n++) {
    const name = `poze/utilaj-${n}.jpg`;
    files[name] = await megabytePicture(exif);
    rows.push(fullRow(modelOf(batch, n), n, name));
  }
  const pictureBytes = Object.values(files).reduce((sum, file) => sum + file.length, 0);
  const bytes = await zipOf({ 'utilaje.csv': csvOf(rows), ...files });
  return { bytes, pictureBytes };
}
