import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDatasheet, type DatasheetContent } from '@/lib/datasheet/pdf';
import { pdfPages, pdfText } from '../support/pdf-text';

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#f2a900' } })
    .toFormat(format)
    .toBuffer();

async function content(model: string): Promise<DatasheetContent> {
  const row = (cells: string[]) => ({ header: false, cells });
  return {
    lang: 'ro-RO',
    model,
    category: 'Excavatoare pe șenile',
    photo: await picture(800, 600, 'jpeg'),
    logo: await picture(400, 100, 'png'),
    offer: [{ kind: 'paragraph', heading: false, runs: [{ text: 'Ofertă', bold: true }] }],
    details: [{ kind: 'list', ordered: false, items: [[{ text: 'Săpături', bold: false }]] }],
    technicalData: [
      {
        kind: 'table',
        rows: [
          { header: true, cells: ['Caracteristică', 'Valoare'] },
          ...Array.from({ length: 30 }, (_, i) => row([`Mărime ${i}`, `${i} ț`])),
        ],
      },
    ],
    price: ['de la 1.250 lei/zi + TVA'],
    contacts: [{ label: 'Telefon', value: '0722 123 456', link: 'tel:+40722123456' }],
    company: 'SC Inchirieri Utilaje SRL',
    url: 'http://localhost:3000/categorie/excavatoare/utilaj/cat-320',
    qrCode: await picture(312, 312, 'png'),
    texts: {
      title: 'Fișă tehnică',
      details: 'Detalii',
      technicalData: 'Date tehnice',
      contact: 'Contact',
      pageLink: 'Pagina utilajului',
      scan: 'Scanați codul',
    },
  };
}

describe('the datasheet worker thread (issue #41)', { timeout: 60_000 }, () => {
  it('draws the sheets it is given, several at once, each with its own text', async () => {
    const models = ['CAT 320', 'JCB 3CX', 'Bobcat E35z'];
    const sheets = await Promise.all(models.map(async (m) => renderDatasheet(await content(m))));
    sheets.forEach((pdf, index) => {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPages(pdf)).toBeLessThanOrEqual(2);
      const text = pdfText(pdf);
      expect(text).toContain(models[index]);
      expect(text).toContain('FIȘĂ TEHNICĂ');
      expect(text).toContain('Caracteristică');
      expect(text).toContain('Mărime 29');
      expect(text).toContain('de la 1.250 lei/zi + TVA');
      expect(text).toContain('Telefon: 0722 123 456');
      for (const other of models.filter((_, i) => i !== index)) expect(text).not.toContain(other);
    });
  });

  it('leaves the main thread free while it draws', async () => {
    const sheet = await content('Komatsu PC210');
    await renderDatasheet(sheet); // the worker started and pdfkit loaded
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    await renderDatasheet(sheet);
    const ended = performance.now();
    clearInterval(ticker);
    longestGap = Math.max(longestGap, ended - last);
    const took = ended - started;
    // Drawn on this thread, the sheet would hold it for most of its layout at once.
    expect(longestGap).toBeLessThan(took / 2);
  });
});
