import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { categories, images, productImages, products } from '@/db/schema';
import { setupTestDatabase } from '../support/database';
import { jpegPicture, jpegWithExif, noisePng, pngPicture } from '../support/pictures';
import { catalogue, csvOf, exportFile, importFile, TYPES, zipOf } from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

const HEADER = [
  'categorie',
  'categorie_en',
  'model',
  'header_offer',
  'details',
  'technical_data',
  'details_en',
  'price_day',
  'price_week',
  'header_photo',
  'gallery',
];

async function machineCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function threeMachines() {
  const pictures = {
    'poze/a.jpg': await jpegPicture(60, 40, '#aa0000'),
    'poze/b.png': await pngPicture(50, 50, '#00aa00'),
    'poze/c.png': await pngPicture(40, 40, '#0000aa'),
  };
  const table = csvOf([
    HEADER,
    [
      'Foreze noi',
      'New drills',
      'Foreza FX 1',
      'Oferta 1',
      'Linia 1\nLinia 2',
      '<p>Date <strong>1</strong></p>',
      'Details 1',
      450,
      2500,
      'a.jpg',
      'b.png|c.png',
    ],
    [
      'Foreze noi',
      '',
      'Foreza FX 2',
      'Oferta 2',
      'Detalii 2',
      'Date 2',
      '',
      '',
      '',
      'poze/b.png',
      '',
    ],
    [
      'Excavatoare',
      '',
      'Excavator Nou 3',
      'Oferta 3',
      'Detalii 3',
      'Date 3',
      '',
      1200,
      '',
      'c.png',
      'a.jpg',
    ],
  ]);
  return { pictures, zip: await zipOf({ 'utilaje.csv': table, ...pictures }) };
}

describe('POST /api/import', () => {
  it('checks a zip of three machines without writing, then writes them all with their pictures', async () => {
    const before = await machineCount();
    const { zip, pictures } = await threeMachines();
    const dry = await importFile(zip, TYPES.zip, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dry_run: true,
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
      categories_created: ['Foreze noi'],
    });
    expect(await machineCount()).toBe(before);
    expect(await db().select().from(categories).where(eq(categories.name, 'Foreze noi'))).toEqual(
      [],
    );

    const applied = await importFile(zip, TYPES.zip);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ dry_run: false, created: 3, errors: [] });
    expect(await machineCount()).toBe(before + 3);

    const machines = (await catalogue(db())).filter(
      (machine) => machine.model.includes(' FX ') || machine.model === 'Excavator Nou 3',
    );
    const first = machines.find((machine) => machine.model === 'Foreza FX 1');
    expect(first).toMatchObject({
      category: 'Foreze noi',
      categoryEn: 'New drills',
      headerOffer: '<p>Oferta 1</p>',
      details: '<p>Linia 1<br />Linia 2</p>',
      technicalData: '<p>Date <strong>1</strong></p>',
      detailsEn: '<p>Details 1</p>',
      headerOfferEn: null,
      priceDay: 450,
      priceWeek: 2500,
    });
    // Clean pictures are kept byte for byte, and the gallery keeps the file's order.
    const { createHash } = await import('node:crypto');
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(first?.header).toBe(sha(pictures['poze/a.jpg']));
    expect(first?.gallery).toEqual([sha(pictures['poze/b.png']), sha(pictures['poze/c.png'])]);
    expect(machines.find((machine) => machine.model === 'Excavator Nou 3')).toMatchObject({
      category: 'Excavatoare',
      priceDay: 1200,
      priceWeek: null,
      gallery: [sha(pictures['poze/a.jpg'])],
    });
    // Three pictures used five times are stored three times.
    const shared = await db()
      .select({ n: count() })
      .from(images)
      .where(eq(images.sha256, sha(pictures['poze/a.jpg'])));
    expect(shared[0]?.n).toBe(1);

    const again = await importFile(zip, TYPES.zip);
    expect(again.body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      categories_created: [],
    });
  });

  it('refuses a semicolon CSV with a BOM and one bad row: 400 naming the row, nothing written', async () => {
    const before = await catalogue(db());
    const [seeded] = before;
    const file = csvOf([
      ['model', 'price_day'],
      [seeded?.model ?? '', 999],
      ['Model inexistent?', 10],
      [seeded?.model ?? '', 'o mie'],
    ]);
    const answer = await importFile(file, TYPES.csv);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'model',
        code: 'INVALID_MODEL',
        msg: 'INVALID_MODEL',
        param: 'model',
      }),
      expect.objectContaining({
        row: 4,
        column: 'model',
        code: 'ERROR_PRODUCT_EXIST',
        message: 'Acest model a fost deja introdus odata! Modelul apare deja pe randul 2.',
      }),
      expect.objectContaining({ row: 4, column: 'price_day', code: 'INVALID_PRICE' }),
    ]);
    expect(await catalogue(db())).toEqual(before);
  });

  it('updates a machine found by its model and keeps the columns the file leaves out', async () => {
    const [seeded] = await catalogue(db());
    if (!seeded) throw new Error('The demo has machines');
    const file = csvOf([
      ['model', 'price_day', 'details_en'],
      [seeded.model.toUpperCase(), 777, 'New english details'],
    ]);
    const answer = await importFile(file, TYPES.csv);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const after = (await catalogue(db())).find(
      (machine) => machine.header === seeded.header && machine.details === seeded.details,
    );
    expect(after).toEqual({
      ...seeded,
      model: seeded.model.toUpperCase(),
      priceDay: 777,
      detailsEn: '<p>New english details</p>',
    });
  });

  it('needs a zip for a new machine, and names missing, oversized and unreadable pictures', async () => {
    const plain = await importFile(
      csvOf([HEADER, ['Excavatoare', '', 'Fara Poza 1', 'O', 'D', 'T', '', '', '', 'x.jpg', '']]),
      TYPES.csv,
    );
    expect(plain.status).toBe(400);
    expect(plain.body.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'header_photo',
        code: 'REQUIRED_HEADER_PHOTO',
        message: expect.stringContaining('arhiva .zip'),
      }),
    ]);
    expect(plain.body.warnings.map((warning) => warning.code)).toEqual(['IMPORT_PICTURES_IGNORED']);

    const zip = await zipOf({
      'tabel.csv': csvOf([
        HEADER,
        ['Excavatoare', '', 'Poze 1', 'O', 'D', 'T', '', '', '', 'lipsa.jpg', ''],
        ['Excavatoare', '', 'Poze 2', 'O', 'D', 'T', '', '', '', 'mare.png', 'stricata.jpg'],
        ['Excavatoare', '', 'Poze 3', 'O', 'D', 'T', '', 'o mie', '', 'alta.jpg', ''],
      ]),
      'mare.png': await noisePng(5 * 1024 * 1024 + 10),
      'stricata.jpg': (await jpegPicture()).subarray(0, 200),
    });
    const answer = await importFile(zip, TYPES.zip, { dryRun: true });
    expect(answer.status).toBe(400);
    expect(
      answer.body.errors.map(({ row, column, code, message }) => ({ row, column, code, message })),
    ).toEqual([
      {
        row: 2,
        column: 'header_photo',
        code: 'IMPORT_PICTURE_MISSING',
        message: 'Poza „lipsa.jpg” nu se afla in arhiva.',
      },
      {
        row: 3,
        column: 'header_photo',
        code: 'IMAGE_TOO_LARGE',
        message: 'Poza „mare.png” este prea mare: dimensiune maxima acceptata este de 5MB.',
      },
      {
        row: 3,
        column: 'gallery',
        code: 'INVALID_GALLERY_IMAGE',
        message:
          'Poza „stricata.jpg” nu poate fi citita: trebuie sa fie in format (jpg | jpeg | bmp | png).',
      },
      // A row with another problem still has its pictures checked: every problem at once.
      {
        row: 4,
        column: 'price_day',
        code: 'INVALID_PRICE',
        message:
          'Pretul trebuie sa fie un numar intreg de lei (fara bani), intre 0 si 10.000.000, scris de exemplu: 1250, 1 250, 1.250, 1250,00, 1.250,00, 1250.00 sau 1250 lei.',
      },
      {
        row: 4,
        column: 'header_photo',
        code: 'IMPORT_PICTURE_MISSING',
        message: 'Poza „alta.jpg” nu se afla in arhiva.',
      },
    ]);
  });

  it('re-encodes a camera photo without its EXIF, as the admin form does', async () => {
    const photo = await jpegWithExif();
    const zip = await zipOf({
      'a.csv': csvOf([
        HEADER,
        ['Excavatoare', '', 'Cu Exif 1', 'O', 'D', 'T', '', '', '', 'foto.jpg', ''],
      ]),
      'foto.jpg': photo,
    });
    expect((await importFile(zip, TYPES.zip)).status).toBe(200);
    const [row] = await db()
      .select({ bytes: images.bytes })
      .from(products)
      .innerJoin(images, eq(images.id, products.headerImageId))
      .where(eq(products.model, 'Cu Exif 1'));
    expect(row?.bytes.includes(Buffer.from('Secret-Phone'))).toBe(false);
  });

  it('reads an .xlsx, and an .xlsx inside a zip with its pictures', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Utilaje');
    sheet.addRow([
      'model',
      'categorie',
      'header_offer',
      'details',
      'technical_data',
      'header_photo',
      'price_day',
    ]);
    sheet.addRow(['Din Excel 1', 'Excavatoare', 'O', 'D', 'T', 'p.png', 1500]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const plain = await importFile(xlsx, TYPES.xlsx, { dryRun: true });
    expect(plain.body.errors.map((error) => error.code)).toEqual(['REQUIRED_HEADER_PHOTO']);
    const zip = await zipOf({ 'Utilaje.xlsx': xlsx, 'p.png': await pngPicture(20, 20, '#123456') });
    const answer = await importFile(zip, TYPES.zip);
    expect(answer.body).toMatchObject({ created: 1, errors: [] });
    const [row] = await db().select().from(products).where(eq(products.model, 'Din Excel 1'));
    expect(row?.priceDay).toBe(1500);
  });

  it('refuses files that are not a table, and other content types', async () => {
    const garbage = await importFile(Buffer.from('PK\u0003\u0004 broken'), TYPES.zip);
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors[0]).toMatchObject({
      code: 'INVALID_IMPORT_FILE',
      message: 'Arhiva .zip nu poate fi citita.',
    });
    const noTable = await importFile(await zipOf({ 'a.png': await pngPicture() }), TYPES.zip);
    expect(noTable.body.errors[0]?.message).toBe('Arhiva nu contine niciun fisier .csv sau .xlsx.');
    const empty = await importFile(Buffer.from(''), TYPES.csv);
    expect(empty.body.errors[0]?.code).toBe('INVALID_IMPORT_FILE');
    const json = await importFile(Buffer.from('{}'), 'application/json');
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ errors: [{ msg: 'UNSUPPORTED_MEDIA_TYPE' }] });
  });

  it('stores a cell with a NUL byte without it, never answering 500', async () => {
    const [seeded] = await catalogue(db());
    const file = csvOf([
      ['model', 'details_en'],
      [seeded?.model ?? '', 'Text\u0000 with a NUL'],
    ]);
    const answer = await importFile(file, TYPES.csv);
    expect(answer.status).toBe(200);
    const [row] = await db()
      .select()
      .from(products)
      .where(eq(products.model, seeded?.model ?? ''));
    expect(row?.detailsEn).toBe('<p>Text with a NUL</p>');
  });

  it('asks the XSRF token of a cookie session, like every admin write', async () => {
    const answer = await importFile(csvOf([['model'], ['X 1']]), TYPES.csv, {
      as: 'cookie-without-xsrf',
    });
    expect(answer.status).toBe(403);
    const galleryRows = await db().select({ n: count() }).from(productImages);
    expect(galleryRows[0]?.n).toBeGreaterThan(0);
  });
});

describe('import and the trash', () => {
  it('keeps a trashed machine out of the export, and its model reserved on import', async () => {
    const [first] = await catalogue(db());
    if (!first) throw new Error('The demo has machines');
    const [row] = await db().select().from(products).where(eq(products.model, first.model));
    await db()
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, row?.id ?? ''));
    try {
      const table = (await exportFile('csv')).body.toString('utf8');
      expect(table).not.toContain(`;${first.model};`);
      const answer = await importFile(
        csvOf([
          ['model', 'price_day'],
          [first.model, 5],
        ]),
        TYPES.csv,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'model',
          code: 'ERROR_PRODUCT_IN_TRASH',
          message:
            'Acest model a fost deja introdus odata! Se afla in Cos de gunoi, de unde poate fi restaurat.',
        }),
      ]);
    } finally {
      await db()
        .update(products)
        .set({ deletedAt: null })
        .where(eq(products.id, row?.id ?? ''));
    }
  });

  it('does not put machines into a category that is in the trash', async () => {
    await db().insert(categories).values({ name: 'Sterse', slug: 'sterse', deletedAt: new Date() });
    const zip = await zipOf({
      'a.csv': csvOf([HEADER, ['Sterse', '', 'In Cos 1', 'O', 'D', 'T', '', '', '', 'p.png', '']]),
      'p.png': await pngPicture(22, 22, '#654321'),
    });
    const answer = await importFile(zip, TYPES.zip);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'categorie',
        code: 'ERROR_CATEGORY_IN_TRASH',
        message: 'Categoria „Sterse” se afla in Cos de gunoi: restaurati-o sau alegeti alt nume.',
      }),
    ]);
  });
});
