import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OfferPdfContent } from '@/lib/quotes/offer-pdf-content';
import type { Block } from './html-blocks';

/** Everything a datasheet shows, already in the page's language. */
export interface DatasheetContent {
  lang: string;
  model: string;
  category: string;
  /** The header photo as JPEG or PNG bytes; null prints no photo. */
  photo: Uint8Array | null;
  logo: Uint8Array;
  offer: Block[];
  details: Block[];
  technicalData: Block[];
  price: string[];
  contacts: { label: string; value: string; link: string }[];
  company: string;
  url: string;
  qrCode: Uint8Array;
  texts: {
    title: string;
    details: string;
    technicalData: string;
    contact: string;
    pageLink: string;
    scan: string;
  };
}

/** The TrueType files the site's PDFs are set in. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/** Which drawing, and what it shows. */
type Drawing =
  | { drawing: 'datasheet'; content: DatasheetContent }
  | { drawing: 'offer'; content: OfferPdfContent };

/** What the worker thread is given for one PDF. */
export type PdfJob = Drawing & { id: number; fonts: PdfFonts };

type Answer = { id: number; pdf: Uint8Array } | { id: number; error: string };

// DejaVu, embedded (subset) from the dejavu-fonts-ttf package: it has every Romanian letter
// (ă â î ș ț with the comma below), which PDF's 14 standard fonts lack.
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const FONTS: PdfFonts = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
};

// The drawing (pdfkit) runs in a worker thread, from plain JavaScript that Node loads by its
// path, as next.config.ts names the cache handler: the bundler neither follows nor rewrites
// it, so `npm start`, `next dev` and the tests run the same file.
const WORKER_FILE = path.join(process.cwd(), 'lib', 'datasheet', 'pdf-worker.mjs');
/** An idle worker is stopped after this long: it holds pdfkit and the fonts (~30 MB). */
const IDLE_MS = 30_000;
/** The worker's heap: a sheet needs a few MB; a runaway one stops there, not the process. */
const WORKER_HEAP_MB = 128;

interface Thread {
  worker: Worker;
  jobs: Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>;
  idleTimer?: NodeJS.Timeout;
}

let thread: Thread | null = null;
let lastId = 0;

/**
 * An A4 datasheet of one machine (header, photo and offer, details, technical data, contact),
 * drawn off the main thread (lib/datasheet/draw-sheet.mjs).
 */
export function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  return renderPdf({ drawing: 'datasheet', content });
}

/** An offer as a PDF (issue #44; lib/quotes/draw-offer.mjs), by the same worker. */
export function renderOfferPdf(content: OfferPdfContent): Promise<Buffer> {
  return renderPdf({ drawing: 'offer', content });
}

/**
 * One worker draws every PDF, one after another, so builds never hold up the pages being
 * served nor take more than one core.
 */
function renderPdf(drawing: Drawing): Promise<Buffer> {
  const current = thread ?? startThread();
  const id = ++lastId;
  return new Promise<Buffer>((resolve, reject) => {
    current.jobs.set(id, { resolve, reject });
    clearTimeout(current.idleTimer);
    current.worker.ref();
    current.worker.postMessage({ id, fonts: FONTS, ...drawing } satisfies PdfJob);
  });
}

function startThread(): Thread {
  const worker = new Worker(WORKER_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const current: Thread = { worker, jobs: new Map() };
  worker.on('message', (answer: Answer) => {
    const job = current.jobs.get(answer.id);
    current.jobs.delete(answer.id);
    if ('pdf' in answer) {
      job?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    } else {
      job?.reject(new Error(`The PDF was not drawn: ${answer.error}`));
    }
    if (current.jobs.size === 0) rest(current);
  });
  // A crashed worker fails what it had; the next PDF starts a new one.
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const job of current.jobs.values()) job.reject(error);
    current.jobs.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The PDF worker exited (${code})`)));
  thread = current;
  return current;
}

/** No PDF in progress: the worker no longer keeps the process alive, and stops when idle. */
function rest(current: Thread): void {
  current.worker.unref();
  current.idleTimer = setTimeout(() => {
    if (current.jobs.size > 0) return;
    if (thread === current) thread = null;
    void current.worker.terminate();
  }, IDLE_MS);
  current.idleTimer.unref();
}
