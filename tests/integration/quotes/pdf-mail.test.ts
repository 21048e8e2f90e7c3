import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as pdfRoute } from '@/app/api/quote/[uuid]/pdf/route';
import { configurationEntries, mailOutbox, quoteCounters, quotes } from '@/db/schema';
import { deliverDueMail } from '@/lib/mail/deliver';
import { formatLei } from '@/lib/pricing/rental-price';
import { formatDay, todayInRomania } from '@/lib/reservations/days';
import { useSmtpUrl } from '../auth/helpers';
import { call, ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';
import { pdfText } from '../../support/pdf-text';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import {
  day,
  draft,
  machine,
  machineLine,
  publicOffer,
  readOffer,
  sendOffer,
  updateOffer,
  offerBody,
} from './support';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;
const year = todayInRomania().slice(0, 4);
const transport = { label: 'Transport dus-întors', quantity: 2.5, unit_price: 45_000 };
const COMPANY = [
  { key: 'company_legal_name', value: 'Închirieri Utilaje Grele SRL' },
  { key: 'company_cui', value: 'RO12345674' },
  { key: 'company_registration_number', value: 'J40/1234/2015' },
  { key: 'company_address', value: 'Bulevardul Timișoara nr. 26, București' },
  { key: 'company_bank', value: 'Banca Transilvania' },
  { key: 'company_iban', value: 'RO49AAAA1B31007593840000' },
];

let smtp: TestSmtpServer;
let cat: { id: string; model: string };
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  useSmtpUrl('');
  await smtp.stop();
});
beforeEach(async () => {
  await ensureAdmin();
  useSmtpUrl(smtp.url);
  await db().delete(quotes);
  await db().delete(quoteCounters);
  await db().delete(mailOutbox);
  await db().delete(configurationEntries);
  await db().insert(configurationEntries).values(COMPANY);
  await clearRateLimits(db());
  cat = await machine('CAT 320', { priceDay: 1200, priceWeek: 7200, units: 1 });
});

const offerPdf = (uuid: string, query = '') =>
  call<Buffer>(pdfRoute, {
    path: `/api/quote/${uuid}/pdf${query}`,
    params: { uuid },
    as: 'bearer',
    binary: true,
  });

/** pdftotext keeps the layout: runs of spaces are the table's columns. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function lastMail() {
  expect(await deliverDueMail()).toMatchObject({ failed: 0 });
  const mail = smtp.received.at(-1);
  if (!mail) throw new Error('No mail arrived');
  return mail;
}

describe("an offer's PDF and its mail (issue #44)", () => {
  it('mails the sent offer to the customer with its PDF attached and the link to its page', async () => {
    const uuid = await draft([machineLine(cat.id, 10, 19), transport], {
      discount_percent: 5,
      notes: 'Livrare pe șantier la 8:00',
    });
    const before = smtp.received.length;
    expect((await sendOffer(uuid)).body.number).toBe(`OF-${year}-0001`);
    const { totals } = (await readOffer(uuid)).body;
    const mail = await lastMail();
    expect(smtp.received).toHaveLength(before + 1);
    expect(mail.to).toEqual(['ion@constructii.ro']);
    expect(mail.parsed.subject).toBe(`Oferta OF-${year}-0001 de la Închirieri Utilaje Grele SRL`);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Bună ziua, Ion Popescu,');
    expect(text).toContain(formatLei(totals.total, 'ro'));
    expect(text).toContain(`valabilă până la ${formatDay(day(14))}`);
    const token = /http:\/\/localhost:3000\/oferta\/([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect((await publicOffer(token!)).body.display_number).toBe(`OF-${year}-0001`);

    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({
      filename: `oferta-OF-${year}-0001.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = flat(pdfText(attachment!.content, { layout: true }));
    expect(pdf).toContain(`OF-${year}-0001`);
    expect(pdf).toContain('OFERTĂ DE PREȚ');
    // Each line on one row: the machine's model, period, days and units; the free line's
    // quantity and unit price; each with its amount.
    const [machineAmount, freeAmount] = (await readOffer(uuid)).body.lines.map(
      (line: { amount: number }) => formatLei(line.amount, 'ro'),
    );
    expect(pdf).toContain(
      `CAT 320 ${formatDay(day(10))} – ${formatDay(day(19))} 10 1 ${machineAmount}`,
    );
    expect(pdf).toContain(`Transport dus-întors 2,5 450,00 lei ${freeAmount}`);
    expect(pdf).toContain('Discount (5 %)');
    expect(pdf).toContain('TVA (21 %)');
    expect(pdf).toContain(`Total de plată ${formatLei(totals.total, 'ro')}`);
    expect(pdf).toContain(formatLei(totals.subtotal, 'ro'));
    for (const { value } of COMPANY) expect(pdf).toContain(value);
    expect(pdf).toContain('Constructii Ionescu SRL');
    expect(pdf).toContain('Livrare pe șantier la 8:00');

    // Delivered, the mail keeps no body: its link is a live secret.
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote'));
    expect(row).toMatchObject({ status: 'sent', textBody: '', quoteId: uuid, quoteRevision: 1 });
  });

  it('loses no offer mail while SMTP is down, and attaches the PDF when it is back', async () => {
    const uuid = await draft([transport]);
    await smtp.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await sendOffer(uuid);
      expect(await deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    } finally {
      warn.mockRestore();
      await smtp.start();
    }
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` });
    const mail = await lastMail();
    expect(mail.parsed.attachments[0]?.filename).toBe(`oferta-OF-${year}-0001.pdf`);
  });

  it('writes an English offer in English, with the /en link', async () => {
    const uuid = await draft([machineLine(cat.id, 3, 4), transport], { language: 'en' });
    await sendOffer(uuid);
    const mail = await lastMail();
    expect(mail.parsed.subject).toBe(`Offer OF-${year}-0001 from Închirieri Utilaje Grele SRL`);
    expect(mail.parsed.text).toMatch(/http:\/\/localhost:3000\/en\/oferta\/[A-Za-z0-9_-]{43}\n/);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe(`offer-OF-${year}-0001.pdf`);
    const pdf = flat(pdfText(attachment!.content, { layout: true }));
    expect(pdf).toContain('PRICE OFFER');
    expect(pdf).toContain('VAT (21%)');
    expect(pdf).toContain('Unit price');
    const { totals } = (await readOffer(uuid)).body;
    expect(pdf).toContain(`Total to pay ${formatLei(totals.total, 'en')}`);
  });

  it('refuses to send an offer without the customer e-mail, and spends no number on it', async () => {
    const body = offerBody([transport]);
    const uuid = await draft(body.lines, { customer: { ...body.customer, email: '' } });
    const refused = await sendOffer(uuid);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ msg: 'QUOTE_EMAIL_REQUIRED', param: 'customer.email' }]);
    expect((await readOffer(uuid)).body).toMatchObject({ status: 'draft', number: null });
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
    expect((await sendOffer(await draft([transport]))).body.number).toBe(`OF-${year}-0001`);
  });
});

describe('GET /api/quote/{uuid}/pdf', () => {
  it('draws any revision for the admin, as a download named for its number', async () => {
    const draftPdf = await offerPdf(await draft([transport]));
    expect(draftPdf.status).toBe(200);
    expect(draftPdf.headers.get('content-type')).toBe('application/pdf');
    expect(draftPdf.headers.get('content-disposition')).toBe(
      'attachment; filename="oferta-ciorna.pdf"',
    );
    expect(draftPdf.headers.get('cache-control')).toBe('no-store');
    expect(flat(pdfText(draftPdf.body))).toContain('Ciornă');

    const uuid = await draft([transport]);
    await sendOffer(uuid);
    const revised = await updateOffer(
      uuid,
      offerBody([{ ...transport, label: 'Transport și montaj' }]),
    );
    expect(revised.body.display_number).toBe(`OF-${year}-0001/2`);
    const current = await offerPdf(uuid);
    expect(current.headers.get('content-disposition')).toBe(
      `attachment; filename="oferta-OF-${year}-0001-2.pdf"`,
    );
    expect(flat(pdfText(current.body))).toContain(`OF-${year}-0001/2`);
    expect(flat(pdfText(current.body))).toContain('Transport și montaj');
    const first = flat(pdfText((await offerPdf(uuid, '?revision=1')).body));
    expect(first).toContain('Transport dus-întors');
    expect(first).not.toContain(`OF-${year}-0001/2`);

    expect((await offerPdf(uuid, '?revision=7')).status).toBe(404);
    expect((await offerPdf(uuid, '?revision=x')).status).toBe(400);
    expect((await offerPdf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
