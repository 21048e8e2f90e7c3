// The import's table parser (issue #41): a worker thread of its own, so that no file, however
// crafted, holds the server's event loop or its heap. lib/import/table.ts starts it with a
// bounded heap (a file that would need more only ends this worker) and gives it the upload's
// path, the table's format and the limits; it writes every non-blank record of the first sheet
// into the cells spool (lib/import/spool.ts: JSON values one after another) and posts back the
// header and each row's place in that file. Plain JavaScript loaded by its path: it runs as it
// is under `npm start` and under vitest, outside any bundle.
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';

/**
 * @typedef {{ rows: number, cellChars: number, recordChars: number, tableBytes: number,
 *   sharedStrings: number, entries: number }} Limits
 * @typedef {{ file: string, entry: string | null, format: 'csv' | 'xlsx', spool: string,
 *   scratch: string, limits: Limits }} Job
 * @typedef {'csv' | 'xlsx' | 'archive' | 'empty' | 'too-many-rows' | 'too-large'
 *   | 'cell-too-long'} Reason
 */

/** A file the import refuses: the reason (lib/import/report.ts words it) and its row if known. */
class Refusal extends Error {
  /** @param {Reason} reason @param {number} [row] */
  constructor(reason, row) {
    super(reason);
    this.reason = reason;
    this.row = row;
  }
}

/**
 * The records as the import reads them: blank ones skipped, the first other one the header,
 * then at most `limits.rows` rows, each cell at most `limits.cellChars` long. Each record goes
 * to the spool file at once; what stays in memory is two numbers a row.
 */
class Feed {
  /** @param {string} file @param {Limits} limits */
  constructor(file, limits) {
    this.limits = limits;
    this.fd = fs.openSync(file, 'w');
    /** @type {string[] | null} */
    this.header = null;
    /** @type {number[]} where each row is: its offset and length, one after the other */
    this.places = [];
    this.size = 0;
    /** @type {Buffer[]} */
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Back to nothing read (a CSV read again as Windows-1250). */
  reset() {
    fs.ftruncateSync(this.fd, 0);
    this.header = null;
    this.places = [];
    this.size = 0;
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** The spreadsheet row of the next record that is not blank (the header is row 1). */
  nextRow() {
    return this.header ? this.places.length / 2 + 2 : 1;
  }

  /** @param {string[]} record */
  add(record) {
    if (!record.some((cell) => cell.trim() !== '')) return;
    if (record.some((cell) => cell.length > this.limits.cellChars)) {
      throw new Refusal('cell-too-long', this.nextRow());
    }
    if (!this.header) {
      this.header = record;
      return;
    }
    if (this.places.length / 2 >= this.limits.rows) throw new Refusal('too-many-rows');
    const bytes = Buffer.from(JSON.stringify(record), 'utf8');
    this.places.push(this.size, bytes.length);
    this.size += bytes.length;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= 1024 * 1024) this.flush();
  }

  flush() {
    const data = Buffer.concat(this.pending, this.pendingBytes);
    for (let written = 0; written < data.length;) {
      written += fs.writeSync(this.fd, data, written);
    }
    this.pending = [];
    this.pendingBytes = 0;
  }

  end() {
    this.flush();
    fs.closeSync(this.fd);
    if (!this.header) throw new Refusal('empty');
    return { header: this.header, places: this.places };
  }
}

// ---------------------------------------------------------------------------------- zip

/** @param {string} file @returns {Promise<yauzl.ZipFile>} */
function openZip(file) {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false }, (e, zip) =>
      e || !zip ? reject(new Refusal('archive')) : resolve(zip),
    );
  });
}

/**
 * The zip's entries by name, refused before any is read when they are too many or any one
 * declares more than the table may unpack to (yauzl then holds each entry to its declared size).
 * @param {yauzl.ZipFile} zip @param {Limits} limits @param {(name: string) => boolean} counted
 * @returns {Promise<Map<string, yauzl.Entry>>}
 */
function listEntries(zip, limits, counted) {
  if (zip.entryCount > limits.entries) return Promise.reject(new Refusal('too-large'));
  return new Promise((resolve, reject) => {
    /** @type {Map<string, yauzl.Entry>} */
    const entries = new Map();
    let total = 0;
    zip.on('entry', (/** @type {yauzl.Entry} */ entry) => {
      const name = entry.fileName;
      if (counted(name)) total += entry.uncompressedSize;
      if (total > limits.tableBytes) return reject(new Refusal('too-large'));
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new Refusal('archive')));
    zip.readEntry();
  });
}

/** @param {yauzl.ZipFile} zip @param {yauzl.Entry} entry @returns {Promise<Readable>} */
function entryStream(zip, entry) {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(new Refusal('archive')) : resolve(stream),
    );
  });
}

/** The whole of a small entry, as text. @param {yauzl.ZipFile} zip @param {yauzl.Entry} entry */
async function entryText(zip, entry) {
  const chunks = [];
  for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Passes bytes on while watching one XML element: refuses the part when it holds more than
 * `most` of them (`tooMany`), or when more than `longest` bytes lie between two of them
 * (a cell that long cannot be within the cell limit; `cell-too-long`).
 * @param {string} tag @param {number} most @param {number} longest
 * @param {Reason} [tooMany]
 */
function watchElements(tag, most, longest, tooMany = 'too-large') {
  const open = Buffer.from(`<${tag}`);
  let count = 0;
  let first = true;
  let base = 0; // where `data` starts in the part
  let lastOpen = 0;
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(/** @type {Buffer} */ chunk, _encoding, done) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      // A part that says how many it holds (<sst uniqueCount="…">) is taken at its word first.
      const declared = first && /\suniqueCount="(\d+)"/.exec(data.toString('latin1', 0, 2048));
      first = false;
      if (declared && Number(declared[1]) > most) return done(new Refusal(tooMany));
      // An opening is counted once the byte after it is here: never twice across chunks.
      for (let at = data.indexOf(open); at !== -1; at = data.indexOf(open, at + 1)) {
        const next = data[at + open.length];
        if (next === undefined) break;
        if (next !== 0x3e && next !== 0x20 && next !== 0x2f) continue; // '>', ' ', '/'
        if (base + at - lastOpen > longest) return done(new Refusal('cell-too-long'));
        lastOpen = base + at;
        if (++count > most) return done(new Refusal(tooMany));
      }
      if (base + data.length - lastOpen > longest) return done(new Refusal('cell-too-long'));
      carry = Buffer.from(data.subarray(Math.max(0, data.length - open.length)));
      base += data.length - carry.length;
      done(null, chunk);
    },
  });
}

// ---------------------------------------------------------------------------------- CSV

/**
 * A CSV as spreadsheets in Romania write it: UTF-8 with or without a BOM (or Windows-1250,
 * Excel's "CSV" on a Romanian Windows), `;` or `,` (or tab) between fields, CRLF or LF,
 * quoted fields with line breaks and doubled quotes. Read as a stream: a record longer than
 * `recordChars` stops it there. Read as UTF-8 first; at the first byte that is not, it starts
 * again as Windows-1250.
 * @param {() => Promise<Readable>} open @param {Feed} feed @param {Limits} limits
 */
async function readCsv(open, feed, limits) {
  try {
    await parseCsv(await open(), feed, limits, false);
    return { legacyEncoding: false };
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
  }
  feed.reset();
  await parseCsv(await open(), feed, limits, true);
  return { legacyEncoding: true };
}

class NotUtf8 extends Error {}

/** @param {Readable} source @param {Feed} feed @param {Limits} limits @param {boolean} legacy */
async function parseCsv(source, feed, limits, legacy) {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const cp1250 = new TextDecoder('windows-1250');
  /** @type {{ error: unknown } | undefined} */
  let failure;
  /** @type {import('csv-parse').Parser | undefined} */
  let parser;
  /** @type {(Buffer | string)[]} */
  const head = [];
  let headBytes = 0;
  /** @param {Buffer | string} data */
  const write = (data) =>
    new Promise((resolve) => {
      (parser ??= csvParser(data, feed, limits, (error) => (failure ??= { error }))).write(
        data,
        () => resolve(undefined),
      );
    });
  try {
    for await (const chunk of source) {
      if (!legacy) {
        try {
          utf8.decode(chunk, { stream: true });
        } catch {
          throw new NotUtf8();
        }
      }
      let data = legacy ? windows1250(cp1250.decode(chunk, { stream: true })) : chunk;
      // The separator is the header line's: the first 64 KB are read before it is chosen.
      if (!parser) {
        head.push(data);
        headBytes += data.length;
        if (headBytes < 64 * 1024) continue;
        data = joined(head.splice(0));
      }
      await write(data);
      if (failure) break;
    }
    if (!legacy) {
      try {
        utf8.decode();
      } catch {
        throw new NotUtf8();
      }
    }
    if (!failure && !parser && head.length) await write(joined(head.splice(0)));
    if (!failure && parser) {
      const ending = parser;
      await new Promise((resolve) => ending.end(() => resolve(undefined)));
    }
  } finally {
    source.destroy();
  }
  if (failure) throw csvFailure(failure.error, feed.nextRow());
}

/** @param {(Buffer | string)[]} head */
function joined(head) {
  if (typeof head[0] === 'string') return head.join('');
  return Buffer.concat(/** @type {Buffer[]} */ (head));
}

/**
 * @param {Buffer | string} head @param {Feed} feed @param {Limits} limits
 * @param {(error: unknown) => void} fail
 */
function csvParser(head, feed, limits, fail) {
  const parser = parse({
    bom: true,
    delimiter: detectDelimiter(head),
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: limits.recordChars,
    on_record: (/** @type {string[]} */ record) => {
      try {
        feed.add(record);
      } catch (error) {
        fail(error);
        throw error;
      }
      return null;
    },
  });
  parser.on('error', fail);
  return parser;
}

/** @param {unknown} error @param {number} row the record being read */
function csvFailure(error, row) {
  if (error instanceof Refusal) return error;
  const { code, lines } = /** @type {{ code?: string, lines?: number }} */ (error);
  if (code === 'CSV_MAX_RECORD_SIZE') return new Refusal('cell-too-long', row);
  return new Refusal('csv', typeof lines === 'number' ? lines : undefined);
}

/** Windows-1250 has only the cedilla forms; Romanian writes ș and ț with a comma below. */
/** @param {string} text */
function windows1250(text) {
  return text.replace(/[şŞţŢ]/g, (letter) => COMMA_BELOW[letter] ?? letter);
}

/** @type {Record<string, string>} */
const COMMA_BELOW = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' };

/**
 * The separator of the header line: whichever of ; , tab appears most outside quotes. Reads
 * text or UTF-8 bytes alike (in UTF-8 these characters are single bytes, never part of another).
 * @param {string | Uint8Array} text
 */
export function detectDelimiter(text) {
  const code =
    typeof text === 'string'
      ? (/** @type {number} */ at) => text.charCodeAt(at)
      : (/** @type {number} */ at) => text[at] ?? 0;
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let at = startAfterBom(text); at < text.length; at++) {
    const char = String.fromCharCode(code(at));
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** @param {string | Uint8Array} text */
function startAfterBom(text) {
  if (typeof text === 'string') return text.startsWith('\uFEFF') ? 1 : 0;
  return text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
}

// ---------------------------------------------------------------------------------- XLSX

/**
 * The first worksheet of an .xlsx, every cell as the text it shows, read as a stream. Only
 * the parts that hold the cells are read (the shared strings, then the first sheet), each
 * after its declared size and watched as it unpacks; they go to ExcelJS's streaming reader
 * repacked in that order, so it never parks a sheet in a temporary file.
 * @param {string} file @param {Feed} feed @param {Limits} limits
 */
async function readXlsx(file, feed, limits) {
  const zip = await openZip(file).catch(() => {
    throw new Refusal('xlsx');
  });
  try {
    const entries = await listEntries(zip, limits, (name) => /\.xml$/i.test(name));
    const sheet = await firstSheet(zip, entries);
    if (!sheet) throw new Refusal('empty');
    const strings = entries.get('xl/sharedStrings.xml');
    const longest = limits.cellChars * 6; // '&quot;' is the longest a character gets in XML
    // A part refused as it unpacks ends the reading at once (ExcelJS would wait for the rest).
    /** @type {(refusal: Refusal) => void} */
    let refuse = () => {};
    /** @type {Promise<never>} */
    const refused = new Promise((_resolve, reject) => (refuse = reject));
    // Handled from the start: a part may be refused at its first bytes, before the race below.
    refused.catch(() => {});
    /** @param {yauzl.Entry} entry @param {Transform} watch */
    const watched = async (entry, watch) => {
      const stream = await entryStream(zip, entry);
      stream.on('error', () => refuse(new Refusal('xlsx')));
      watch.on('error', (error) => refuse(asRefusal(error)));
      return stream.pipe(watch);
    };
    // Loaded here: a CSV's thread starts without ExcelJS, a second of loading on a busy host.
    const [{ default: ExcelJS }, { default: yazl }] = await Promise.all([
      import('exceljs'),
      import('yazl'),
    ]);
    const repacked = new yazl.ZipFile();
    const stored = { compress: false };
    repacked.addBuffer(Buffer.from('<Relationships/>'), 'xl/_rels/workbook.xml.rels', stored);
    repacked.addReadStream(
      strings
        ? await watched(strings, watchElements('si', limits.sharedStrings, longest))
        : Readable.from([Buffer.from('<sst/>')]),
      'xl/sharedStrings.xml',
      stored,
    );
    // Rows beyond twice the limit cannot be a file of at most that many (some may be blank).
    const rows = watchElements('row', limits.rows * 2 + 1, Infinity, 'too-many-rows');
    const cells = (await watched(sheet, watchElements('c', Infinity, longest))).pipe(rows);
    rows.on('error', (error) => refuse(asRefusal(error)));
    repacked.addReadStream(cells, 'xl/worksheets/sheet1.xml', stored);
    repacked.end();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      /** @type {import('node:stream').Readable} */ (
        /** @type {unknown} */ (repacked.outputStream)
      ),
      { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' },
    );
    const reading = (async () => {
      for await (const worksheet of reader) {
        for await (const row of worksheet) {
          /** @type {string[]} */
          const record = [];
          row.eachCell({ includeEmpty: true }, (cell, column) => {
            record[column - 1] = cellText(cell.value);
          });
          feed.add(Array.from(record, (cell) => cell ?? ''));
        }
        break;
      }
    })();
    /** The sheet read to its end by the watchers alone: what they say of it comes first. */
    const drained = () =>
      new Promise((resolve) => {
        if (cells.readableEnded) return resolve(undefined);
        cells.unpipe();
        cells.once('end', resolve).once('close', resolve).resume();
      });
    await Promise.race([reading, refused]).catch(async (error) => {
      if (!(error instanceof Refusal)) await Promise.race([drained(), refused]);
      throw asRefusal(error, 'xlsx');
    });
  } finally {
    zip.close();
  }
}

/** @param {unknown} error @param {Reason} [otherwise] */
function asRefusal(error, otherwise = 'xlsx') {
  if (error instanceof Refusal) return error;
  const cause = /** @type {{ cause?: unknown }} */ (error)?.cause;
  if (cause instanceof Refusal) return cause;
  return new Refusal(otherwise);
}

/**
 * The workbook's first sheet (in tab order): workbook.xml's first <sheet>, through its
 * relationship; the lowest-numbered sheet file when those do not say.
 * @param {yauzl.ZipFile} zip @param {Map<string, yauzl.Entry>} entries
 */
async function firstSheet(zip, entries) {
  const small = (/** @type {string} */ name) => {
    const entry = entries.get(name);
    return entry && entry.uncompressedSize < 4 * 1024 * 1024 ? entryText(zip, entry) : '';
  };
  const [workbook, rels] = await Promise.all([
    small('xl/workbook.xml'),
    small('xl/_rels/workbook.xml.rels'),
  ]);
  const id = /<(?:\w+:)?sheet\b[^>]*\s(?:\w+:)id="([^"]+)"/.exec(workbook)?.[1];
  const relation = id
    ? [...rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].find((tag) =>
        tag[0].includes(`Id="${id}"`),
      )
    : undefined;
  const target = relation && /Target="([^"]+)"/.exec(relation[0])?.[1];
  if (target) {
    const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const entry = entries.get(path.posix.normalize(name));
    if (entry) return entry;
  }
  const sheets = [...entries.keys()]
    .map((name) => ({ name, number: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((sheet) => Number.isInteger(sheet.number))
    .sort((a, b) => a.number - b.number);
  return sheets[0] && entries.get(sheets[0].name);
}

/**
 * What a cell shows: rich text joined, a formula's result, a link's text, a date as YYYY-MM-DD.
 * @param {unknown} value @returns {string}
 */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run) => String(run?.text ?? '')).join('');
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText(/** @type {{ result?: unknown }} */ (value).result ?? null);
  }
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

// ---------------------------------------------------------------------------------- the job

/**
 * Reads the job's table into the spool; the answer is the header and rows' places, or the
 * reason the file is refused.
 * @param {Job} job
 */
export async function readTable(job) {
  const feed = new Feed(job.spool, job.limits);
  try {
    let legacyEncoding = false;
    let zip;
    try {
      let table = job.file;
      if (job.entry !== null) {
        zip = await openZip(job.file);
        const entries = await listEntries(zip, job.limits, (name) => name === job.entry);
        const entry = entries.get(/** @type {string} */ (job.entry));
        if (!entry) throw new Refusal('archive');
        const archive = zip;
        if (job.format === 'csv') {
          ({ legacyEncoding } = await readCsv(() => entryStream(archive, entry), feed, job.limits));
        } else {
          table = path.join(job.scratch, 'table.xlsx');
          const { pipeline } = await import('node:stream/promises');
          await pipeline(await entryStream(archive, entry), fs.createWriteStream(table));
        }
      } else if (job.format === 'csv') {
        if (fs.statSync(job.file).size > job.limits.tableBytes) throw new Refusal('too-large');
        ({ legacyEncoding } = await readCsv(
          async () => fs.createReadStream(job.file),
          feed,
          job.limits,
        ));
      }
      if (job.format === 'xlsx') await readXlsx(table, feed, job.limits);
    } finally {
      zip?.close();
    }
    return { ok: /** @type {const} */ (true), ...feed.end(), legacyEncoding };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: /** @type {const} */ (false), reason: error.reason, row: error.row };
  }
}

if (parentPort && workerData?.job) {
  const port = parentPort;
  // The thread's own copy of the environment: whatever a library parks in os.tmpdir() goes
  // to the upload's folder, removed with it (or at the next start).
  process.env.TMPDIR = workerData.job.scratch;
  readTable(/** @type {Job} */ (workerData.job)).then(
    (answer) => {
      port.postMessage(answer);
      // Streams a refusal left open must not keep the thread: the answer is all there is.
      process.exit(0);
    },
    (error) => {
      const failure = String(error?.stack ?? error);
      port.postMessage({ ok: false, reason: workerData.job.format, failure });
      process.exit(1);
    },
  );
}
