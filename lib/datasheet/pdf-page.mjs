// @ts-check
// What every PDF of the site shares (the datasheet, the offer): A4 pages set in DejaVu, the
// colours, and the dark band with the logo at the top. Plain JavaScript for the PDF worker
// thread (pdf-worker.mjs), loaded by Node as it is.
import PDFDocument from 'pdfkit';

/** @typedef {PDFKit.PDFDocument} Doc */
/** @typedef {import('./pdf').PdfFonts} PdfFonts */

export const INK = '#1f2328';
export const MUTED = '#5b6470';
export const BRAND = '#f2a900';
export const RULE = '#d0d5db';
export const STRIPE = '#f5f6f8';
export const LINK = '#0b57d0';
export const MARGIN = 36;
export const HEADER_HEIGHT = 64;

/**
 * pdfkit reads a picture from a Buffer (a plain Uint8Array, as a worker receives it, would be
 * taken for a file name).
 * @param {Uint8Array} bytes
 */
export const asBuffer = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * An A4 document whose pages keep `footerHeight` points at the bottom for a footer drawn
 * last on each page (bufferPages), with the fonts registered as 'regular' and 'bold', and
 * the promise of its bytes once it ends.
 * @param {{ lang: string; fonts: PdfFonts; footerHeight: number; info: PDFKit.DocumentInfo }} options
 * @returns {{ doc: Doc; done: Promise<Buffer> }}
 */
export function newDocument({ lang, fonts, footerHeight, info }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + footerHeight },
    bufferPages: true,
    font: fonts.regular,
    lang,
    displayTitle: true,
    info,
  });
  doc.registerFont('regular', fonts.regular).registerFont('bold', fonts.bold);
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  /** @type {Promise<Buffer>} */
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** @param {Doc} doc */
export function contentWidth(doc) {
  return doc.page.width - 2 * MARGIN;
}

/** @param {Doc} doc */
export function bottom(doc) {
  return doc.page.height - doc.page.margins.bottom;
}

/**
 * A new page when fewer than `height` points are left on this one.
 * @param {Doc} doc
 * @param {number} height
 */
export function keepSpace(doc, height) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/**
 * The dark band across the top with the logo (white lettering) on the left and up to two
 * lines (the company's phone and e-mail) on the right; the text then starts below it.
 * @param {Doc} doc
 * @param {Uint8Array} logo
 * @param {{ value: string; link?: string }[]} contacts
 */
export function drawBand(doc, logo, contacts) {
  doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(INK);
  doc.rect(0, HEADER_HEIGHT, doc.page.width, 4).fill(BRAND);
  doc.image(asBuffer(logo), MARGIN, 14, { height: 36 });
  const right = { width: contentWidth(doc), align: /** @type {const} */ ('right'), lineGap: 1 };
  doc.y = 16;
  doc.font('bold').fontSize(10).fillColor('#ffffff');
  for (const contact of contacts.slice(0, 2)) {
    doc.text(contact.value, MARGIN, doc.y, { ...right, link: contact.link });
  }
  doc.x = MARGIN;
  doc.y = HEADER_HEIGHT + 20;
}
