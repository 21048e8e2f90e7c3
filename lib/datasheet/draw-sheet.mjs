// @ts-check
// How a datasheet looks: an A4 page (or two) drawn with pdfkit from content already in the
// page's language. Plain JavaScript, loaded by the PDF worker thread (pdf-worker.mjs) as Node
// reads it, outside the bundler; what goes in the sheet is decided in lib/datasheet/build.ts.
import {
  asBuffer,
  BRAND,
  bottom,
  contentWidth,
  drawBand,
  INK,
  keepSpace,
  LINK,
  MARGIN,
  MUTED,
  newDocument,
  RULE,
  STRIPE,
} from './pdf-page.mjs';

/** @typedef {import('./html-blocks').Block} Block */
/** @typedef {import('./html-blocks').Run} Run */
/** @typedef {import('./pdf').DatasheetContent} DatasheetContent */
/** @typedef {import('./pdf').PdfFonts} PdfFonts */
/** @typedef {PDFKit.PDFDocument} Doc */

const FOOTER_HEIGHT = 84;
const BODY_SIZE = 9;

/**
 * An A4 datasheet of one machine: header, photo and offer, details, technical data, contact.
 * @param {DatasheetContent} content
 * @param {PdfFonts} fonts
 * @returns {Promise<Buffer>}
 */
export function drawDatasheet(content, fonts) {
  const { doc, done } = newDocument({
    lang: content.lang,
    fonts,
    footerHeight: FOOTER_HEIGHT,
    info: {
      Title: `${content.texts.title} ${content.model}`,
      Author: content.company,
      Subject: content.category,
    },
  });
  drawHeader(doc, content);
  drawIntro(doc, content);
  section(doc, content.texts.details);
  drawBlocks(doc, content.details, contentWidth(doc));
  section(doc, content.texts.technicalData);
  drawBlocks(doc, content.technicalData, contentWidth(doc));
  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page += 1) {
    doc.switchToPage(pages.start + page);
    drawFooter(doc, content, { page: page + 1, count: pages.count });
  }
  doc.end();
  return done;
}

/**
 * The band with the logo, the company's phone and e-mail, then the machine's name.
 * @param {Doc} doc
 * @param {DatasheetContent} content
 */
function drawHeader(doc, content) {
  const [phone, email] = [content.contacts[0], content.contacts.find(isEmail)];
  drawBand(
    doc,
    content.logo,
    [phone, email].flatMap((contact) => (contact ? [contact] : [])),
  );
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(content.texts.title.toUpperCase(), {
    characterSpacing: 0.6,
  });
  doc.font('bold').fontSize(22).fillColor(INK).text(content.model);
  doc.font('regular').fontSize(10.5).fillColor(MUTED).text(content.category);
  doc.moveDown(0.6);
}

/** @param {{ link: string }} contact */
function isEmail(contact) {
  return contact.link.startsWith('mailto:');
}

/**
 * The photo on the left; the offer header and the price on the right.
 * @param {Doc} doc
 * @param {DatasheetContent} content
 */
function drawIntro(doc, content) {
  const top = doc.y;
  const photoSide = 180;
  if (content.photo) {
    doc.image(asBuffer(content.photo), MARGIN, top, {
      fit: [photoSide, photoSide],
      align: 'center',
    });
  }
  const x = content.photo ? MARGIN + photoSide + 20 : MARGIN;
  const width = contentWidth(doc) - (x - MARGIN);
  doc.x = x;
  doc.y = top;
  drawBlocks(doc, content.offer, width, x);
  doc.moveDown(0.4);
  const priceTop = doc.y;
  doc.x = x + 12;
  content.price.forEach((line, index) => {
    doc
      .font('bold')
      .fontSize(index === 0 ? 13 : 10.5)
      .fillColor(index === 0 ? INK : MUTED)
      .text(line, x + 12, doc.y, { width: width - 12 });
  });
  doc.rect(x, priceTop, 4, doc.y - priceTop).fill(BRAND);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, content.photo ? top + photoSide : doc.y) + 8;
}

/**
 * @param {Doc} doc
 * @param {string} title
 */
function section(doc, title) {
  keepSpace(doc, 60);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc
    .font('bold')
    .fontSize(11.5)
    .fillColor(INK)
    .text(title.toUpperCase(), { characterSpacing: 0.5 });
  doc.rect(MARGIN, doc.y + 1, contentWidth(doc), 1.5).fill(BRAND);
  doc.y += 8;
}

/**
 * @param {Doc} doc
 * @param {Run[]} runs
 * @param {number} x
 * @param {number} width
 */
function drawRuns(doc, runs, x, width, size = BODY_SIZE) {
  doc.fillColor(INK).fontSize(size);
  runs.forEach((run, index) => {
    doc.font(run.bold ? 'bold' : 'regular');
    const options = { width, continued: index < runs.length - 1, lineGap: 1.5 };
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/**
 * @param {Doc} doc
 * @param {Block[]} blocks
 * @param {number} width
 */
function drawBlocks(doc, blocks, width, x = MARGIN) {
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      drawRuns(doc, block.runs, x, width, block.heading ? 11 : BODY_SIZE);
      doc.moveDown(0.45);
    } else if (block.kind === 'list') {
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${index + 1}.` : '•';
        const y = doc.y;
        doc.font('regular').fontSize(BODY_SIZE).fillColor(BRAND).text(marker, x, y, { width: 14 });
        doc.y = y;
        drawRuns(doc, item, x + 14, width - 14);
        doc.moveDown(0.2);
      });
      doc.moveDown(0.3);
    } else {
      drawTable(doc, block.rows, x, width);
      doc.moveDown(0.45);
    }
  }
  doc.x = MARGIN;
}

/** @typedef {{ header: boolean; cells: string[] }} Row */

/**
 * @param {Doc} doc
 * @param {Row[]} rows
 * @param {number} x
 * @param {number} width
 */
function drawTable(doc, rows, x, width) {
  const columns = Math.max(...rows.map((row) => row.cells.length), 1);
  // Two columns (label, value): the label gets a little more room.
  /** @type {number[]} */
  const widths =
    columns === 2 ? [width * 0.55, width * 0.45] : Array(columns).fill(width / columns);
  const pad = 3.5;
  const header = rows.find((row) => row.header);
  /**
   * @param {Row} row
   * @param {boolean} striped
   */
  const drawRow = (row, striped) => {
    doc.font(row.header ? 'bold' : 'regular').fontSize(BODY_SIZE);
    const height =
      Math.max(
        ...row.cells.map((cell, index) =>
          doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - 2 * pad }),
        ),
      ) +
      2 * pad;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (header && !row.header) drawRow(header, false);
    }
    const top = doc.y;
    if (row.header) doc.rect(x, top, width, height).fill(INK);
    else if (striped) doc.rect(x, top, width, height).fill(STRIPE);
    let left = x;
    row.cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .font(row.header ? 'bold' : index === 0 ? 'bold' : 'regular')
        .fillColor(row.header ? '#ffffff' : INK)
        .text(cell, left + pad, top + pad, { width: cellWidth - 2 * pad });
      left += cellWidth;
    });
    doc
      .moveTo(x, top + height)
      .lineTo(x + width, top + height)
      .lineWidth(0.5)
      .stroke(RULE);
    doc.y = top + height;
  };
  rows.forEach((row, index) => drawRow(row, index % 2 === 1));
}

/**
 * On every page: the QR code of the machine's page with its address, the company and how to
 * reach it, and the page number. Drawn in the bottom margin, which text never flows into.
 * @param {Doc} doc
 * @param {DatasheetContent} content
 * @param {{ page: number; count: number }} pages
 */
function drawFooter(doc, content, pages) {
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
  const qrSide = 68;
  // The page's address gets the wider column; it still wraps when long.
  const columnWidth = (contentWidth(doc) - qrSide - 16) * 0.58;
  doc.rect(MARGIN, top, contentWidth(doc), 1).fill(RULE);
  doc.image(asBuffer(content.qrCode), MARGIN, top + 8, { width: qrSide, height: qrSide });
  const x = MARGIN + qrSide + 16;
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(content.texts.pageLink, x, top + 10, {
      width: columnWidth,
    });
  doc.font('regular').fillColor(LINK).text(content.url, { width: columnWidth, link: content.url });
  doc.fillColor(MUTED).fontSize(7.5).text(content.texts.scan, { width: columnWidth });
  const contactX = x + columnWidth + 12;
  const contactWidth = contentWidth(doc) - (contactX - MARGIN);
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(content.company, contactX, top + 10, {
      width: contactWidth,
    });
  doc.font('regular');
  for (const contact of content.contacts) {
    doc.text(`${contact.label}: ${contact.value}`, { width: contactWidth, link: contact.link });
  }
  doc
    .fillColor(MUTED)
    .fontSize(7.5)
    .text(`${pages.page} / ${pages.count}`, MARGIN, top + FOOTER_HEIGHT - 10, {
      width: contentWidth(doc),
      align: 'right',
    });
  doc.page.margins = margins;
}
