// @ts-check
// How an offer looks on paper (issue #44): an A4 page (or more) drawn with pdfkit from content
// already in the offer's language (lib/quotes/offer-pdf.ts). Plain JavaScript, loaded by the
// PDF worker thread (lib/datasheet/pdf-worker.mjs) as Node reads it, like the datasheet's.
import {
  BRAND,
  bottom,
  contentWidth,
  drawBand,
  INK,
  keepSpace,
  MARGIN,
  MUTED,
  newDocument,
  RULE,
  STRIPE,
} from '../datasheet/pdf-page.mjs';

/** @typedef {import('./offer-pdf-content').OfferPdfContent} OfferPdfContent */
/** @typedef {import('./offer-pdf-content').OfferPdfRow} OfferPdfRow */
/** @typedef {import('../datasheet/pdf').PdfFonts} PdfFonts */
/** @typedef {PDFKit.PDFDocument} Doc */

const FOOTER_HEIGHT = 28;
const BODY_SIZE = 9;
const PAD = 4;
/** The table's columns: their share of the width, and how their text aligns. */
const COLUMNS = /** @type {const} */ ([
  { key: 'description', share: 0.27, align: 'left' },
  { key: 'period', share: 0.25, align: 'left' },
  { key: 'days', share: 0.07, align: 'right' },
  { key: 'quantity', share: 0.07, align: 'right' },
  { key: 'unitPrice', share: 0.16, align: 'right' },
  { key: 'amount', share: 0.18, align: 'right' },
]);

/**
 * The offer: the band, its number and dates, the company and the customer, the lines, the
 * totals, the notes, and on every page a footer with the page number.
 * @param {OfferPdfContent} content
 * @param {PdfFonts} fonts
 * @returns {Promise<Buffer>}
 */
export function drawOffer(content, fonts) {
  const { doc, done } = newDocument({
    lang: content.lang,
    fonts,
    footerHeight: FOOTER_HEIGHT,
    info: { Title: `${content.heading} ${content.number}`, Author: content.company },
  });
  drawBand(doc, content.logo, content.contacts);
  drawTitle(doc, content);
  drawParties(doc, content.parties);
  drawLines(doc, content);
  drawTotals(doc, content.totals);
  if (content.notes) drawNotes(doc, content.notes);
  keepSpace(doc, 30);
  doc.moveDown(1);
  doc.font('regular').fontSize(BODY_SIZE).fillColor(MUTED).text(content.closing, MARGIN);
  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page += 1) {
    doc.switchToPage(pages.start + page);
    drawFooter(doc, content.footer, `${page + 1} / ${pages.count}`);
  }
  doc.end();
  return done;
}

/**
 * @param {Doc} doc
 * @param {OfferPdfContent} content
 */
function drawTitle(doc, content) {
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(content.heading.toUpperCase(), {
    characterSpacing: 0.6,
  });
  doc.font('bold').fontSize(22).fillColor(INK).text(content.number);
  doc.moveDown(0.2);
  content.facts.forEach((fact, index) => {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${fact.label}: `, { continued: true })
      .font('bold')
      .fillColor(INK)
      .text(fact.value, { continued: index < content.facts.length - 1 });
    if (index < content.facts.length - 1) doc.text('     ', { continued: true });
  });
  doc.moveDown(1);
}

/**
 * The company and the customer side by side, each under its title.
 * @param {Doc} doc
 * @param {OfferPdfContent['parties']} parties
 */
function drawParties(doc, parties) {
  const gap = 24;
  const width = (contentWidth(doc) - gap) / 2;
  const top = doc.y;
  let lowest = top;
  parties.forEach((party, index) => {
    const x = MARGIN + index * (width + gap);
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(party.title.toUpperCase(), x, top, { width, characterSpacing: 0.5 });
    doc.rect(x, doc.y + 1, width, 1.5).fill(BRAND);
    doc.y += 6;
    doc.font('bold').fontSize(10.5).fillColor(INK).text(party.name, x, doc.y, { width });
    doc.font('regular').fontSize(BODY_SIZE);
    for (const line of party.lines) doc.text(line, x, doc.y, { width, lineGap: 1 });
    lowest = Math.max(lowest, doc.y);
  });
  doc.x = MARGIN;
  doc.y = lowest + 18;
}

/**
 * The lines as a table; a row that does not fit starts a new page under the headings again.
 * @param {Doc} doc
 * @param {OfferPdfContent} content
 */
function drawLines(doc, content) {
  const widths = COLUMNS.map((column) => column.share * contentWidth(doc));
  /**
   * @param {string[]} cells
   * @param {'head' | 'row'} kind
   * @param {boolean} striped
   */
  const drawRow = (cells, kind, striped) => {
    doc.font(kind === 'head' ? 'bold' : 'regular').fontSize(BODY_SIZE);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    if (kind === 'row' && doc.y + height > bottom(doc)) {
      doc.addPage();
      drawRow(content.columns, 'head', false);
    }
    const top = doc.y;
    if (kind === 'head') doc.rect(MARGIN, top, contentWidth(doc), height).fill(INK);
    else if (striped) doc.rect(MARGIN, top, contentWidth(doc), height).fill(STRIPE);
    let left = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc
        .font(kind === 'head' || index === 0 ? 'bold' : 'regular')
        .fillColor(kind === 'head' ? '#ffffff' : INK)
        .text(cell, left + PAD, top + PAD, {
          width: width - 2 * PAD,
          align: COLUMNS[index]?.align,
        });
      left += width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + contentWidth(doc), top + height)
      .lineWidth(0.5)
      .stroke(RULE);
    doc.x = MARGIN;
    doc.y = top + height;
  };
  keepSpace(doc, 60);
  drawRow(content.columns, 'head', false);
  content.rows.forEach((row, index) => {
    drawRow(
      COLUMNS.map((column) => row[column.key]),
      'row',
      index % 2 === 1,
    );
  });
}

/**
 * Subtotal, discount and VAT right-aligned under the table, the total last and larger.
 * @param {Doc} doc
 * @param {OfferPdfContent['totals']} totals
 */
function drawTotals(doc, totals) {
  const width = 250;
  const x = MARGIN + contentWidth(doc) - width;
  keepSpace(doc, totals.length * 18 + 20);
  doc.y += 10;
  totals.forEach((total, index) => {
    const last = index === totals.length - 1;
    const size = last ? 12 : 10;
    if (last) {
      doc.rect(x, doc.y + 2, width, 1.5).fill(BRAND);
      doc.y += 8;
    }
    const top = doc.y;
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(last ? INK : MUTED)
      .text(total.label, x, top, { width: width / 2 });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fillColor(INK)
      .text(total.value, x + width / 2, top, { width: width / 2, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  });
  doc.x = MARGIN;
}

/**
 * @param {Doc} doc
 * @param {{ title: string; text: string }} notes
 */
function drawNotes(doc, notes) {
  keepSpace(doc, 50);
  doc.moveDown(1.2);
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(notes.title.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.5 });
  doc.rect(MARGIN, doc.y + 1, contentWidth(doc), 1.5).fill(BRAND);
  doc.y += 6;
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .fillColor(INK)
    .text(notes.text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 1.5 });
}

/**
 * In the bottom margin of every page, which text never flows into.
 * @param {Doc} doc
 * @param {string} text
 * @param {string} page
 */
function drawFooter(doc, text, page) {
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
  doc.rect(MARGIN, top, contentWidth(doc), 1).fill(RULE);
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text, MARGIN, top + 8, { width: contentWidth(doc) - 60, lineBreak: false });
  doc.text(page, MARGIN, top + 8, { width: contentWidth(doc), align: 'right' });
  doc.page.margins = margins;
}
