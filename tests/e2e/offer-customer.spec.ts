import { formatLei } from '../../lib/pricing/rental-price';
import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { pdfText } from '../support/pdf-text';
import { adminApiHeaders } from './support/admin';
import { axeViolations } from './support/axe';
import { mailCount, waitForMail } from './support/mail';
import { products } from './support/seo';
import { expect, sharedPageTest } from './support/test';

/**
 * An offer from the customer's side (issue #44): the admin sends it through the API, the
 * customer opens the link of the mail the site's SMTP server received, reads it, accepts it,
 * and a tentative reservation holds the machine for those days. One flow, at each width.
 */
sharedPageTest(
  'the customer opens the offer from its mail, accepts it, and the machine is booked',
  async ({ page, baseURL }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url: baseURL! }]);
    const admin = await adminApiHeaders(page.request);
    const cat = (await products(page.request)).find((product) => product.model === 'CAT 320');
    // Days of their own at each width: the two runs share the worker's site.
    const start = addDays(todayInRomania(), mobile ? 160 : 130);
    const end = addDays(start, 9);
    const created = await page.request.post('/api/quote', {
      headers: admin,
      data: {
        language: 'ro',
        customer: {
          name: 'Ion Popescu',
          company: 'Construcții Ionescu SRL',
          email: `ion.${testInfo.project.name}@constructii.ro`,
        },
        lines: [
          { product_uuid: cat!.uuid, units: 1, start, end },
          { label: 'Transport dus-întors', quantity: 2, unit_price: 45_000 },
        ],
        discount_percent: 0,
        notes: 'Livrare pe șantier la 8:00',
      },
    });
    expect(created.status()).toBe(201);
    const { uuid, totals } = (await created.json()) as { uuid: string; totals: { total: number } };
    const total = formatLei(totals.total, 'ro');
    const mailsBefore = mailCount();
    const sent = await page.request.post(`/api/quote/${uuid}/send`, { headers: admin });
    const { number } = (await sent.json()) as { number: string };
    expect(number).toMatch(/^OF-\d{4}-\d{4}$/);

    const mail = await waitForMail((text) => text.includes(`oferta ${number}`), mailsBefore);
    expect(mail).toContain(total);
    const link = /https?:\/\/\S+\/oferta\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname;
    const token = path.split('/').at(-1)!;

    const answer = await page.goto(path);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Oferta ${number}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const lines = page.getByRole('table');
    await expect(lines.getByRole('row', { name: /CAT 320/ })).toContainText(
      `${formatDay(start)} – ${formatDay(end)}`,
    );
    await expect(lines.getByRole('row', { name: /Transport dus-întors/ })).toContainText(
      '900,00 lei',
    );
    await expect(page.getByText('Total de plată')).toBeVisible();
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const shot = async (name: string) => {
      // Only when asked for (E2E_SCREENSHOTS=folder), to look at the page at each width.
      const folder = process.env.E2E_SCREENSHOTS;
      if (folder) {
        await page.screenshot({
          path: `${folder}/${name}-${testInfo.project.name}.png`,
          fullPage: true,
        });
      }
    };
    if (process.env.E2E_SCREENSHOTS) {
      await page.getByText('Refuz', { exact: true }).click();
      await shot('offer-decline');
      await page.getByText('Refuz', { exact: true }).click();
    }

    await page.getByRole('button', { name: 'Accept oferta' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Oferta a fost acceptată' });
    await expect(notice).toContainText(
      'Rezervarea a fost înregistrată; vă vom contacta pentru confirmare.',
    );
    await expect(notice).toContainText(`CAT 320, ${formatDay(start)} – ${formatDay(end)}`);
    await expect(page.getByRole('button', { name: 'Accept oferta' })).toHaveCount(0);
    await shot('offer-accepted');

    // The reservation its acceptance made: tentative, for those days.
    const offer = (await (
      await page.request.get(`/api/quote/${uuid}`, { headers: admin })
    ).json()) as {
      status: string;
      reservations: string[];
    };
    expect(offer).toMatchObject({ status: 'accepted', reservations: [expect.any(String)] });
    const reservation = await page.request.get(`/api/reservation/${offer.reservations[0]}`, {
      headers: admin,
    });
    expect(await reservation.json()).toMatchObject({
      product_uuid: cat!.uuid,
      start,
      end,
      status: 'tentative',
      customer: { name: 'Ion Popescu', company: 'Construcții Ionescu SRL' },
    });

    // A second acceptance is refused.
    const again = await page.request.post(`/api/quote/public/${token}/accept`);
    expect(again.status()).toBe(409);
    expect((await again.json()).errors[0].msg).toBe('QUOTE_ALREADY_ANSWERED');

    // The PDF the admin downloads: the number, the lines and the total.
    const pdf = await page.request.get(`/api/quote/${uuid}/pdf`, { headers: admin });
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body(), { layout: true }).replace(/\s+/g, ' ');
    expect(text).toContain(number);
    expect(text).toContain(`CAT 320 ${formatDay(start)} – ${formatDay(end)} 10 1`);
    expect(text).toContain('Transport dus-întors 2 450,00 lei 900,00 lei');
    expect(text).toContain(`Total de plată ${total}`);
  },
);
