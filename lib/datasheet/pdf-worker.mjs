// @ts-check
// The worker thread that draws the site's PDFs, datasheets and offers (lib/datasheet/pdf.ts
// starts it): pdfkit's layout of a sheet takes tens of milliseconds of CPU, which on the main
// thread every page being served waited for. Given { id, drawing, content, fonts }, it
// answers { id, pdf } with the PDF's bytes (transferred, not copied), or { id, error } with
// the error's message.
import { parentPort } from 'node:worker_threads';
import { drawOffer } from '../quotes/draw-offer.mjs';
import { drawDatasheet } from './draw-sheet.mjs';

if (!parentPort) throw new Error('pdf-worker.mjs runs as a worker thread');
const port = parentPort;

port.on('message', async (/** @type {import('./pdf').PdfJob} */ job) => {
  try {
    const pdf =
      job.drawing === 'offer'
        ? await drawOffer(job.content, job.fonts)
        : await drawDatasheet(job.content, job.fonts);
    // A fresh ArrayBuffer of exactly the PDF, so it can be handed over whole.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    port.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
