import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { adminApiHeaders, openAdmin, unfoldAdminMenu } from './support/admin';
import { axeViolations } from './support/axe';
import { horizontalOverflow } from './support/page';
import { products } from './support/seo';
import {
  sharedAdminPageTest as adminTest,
  DESKTOP_ONLY,
  expect,
  type APIRequestContext,
} from './support/test';

/** CAT 320 of the demo catalogue: 1.200 lei a day, 7.200 lei a week. */
async function cat320(request: APIRequestContext) {
  const found = (await products(request)).find((product) => product.model === 'CAT 320');
  if (!found) throw new Error('no CAT 320 in the demo catalogue');
  return found as typeof found & { uuid: string };
}

adminTest(
  'an inbox request becomes a priced offer, gets a free line, is sent and numbered',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const machine = await cat320(request);
    // Ten days far ahead, where the other specs book nothing: the week rule, 10.800 lei.
    const start = addDays(todayInRomania(), 200);
    const end = addDays(start, 9);
    const sent = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': '192.0.2.144' },
      data: {
        lastName: 'Oferta',
        firstName: 'Ionel',
        email: 'ionel.oferta@santier-exemplu.ro',
        phone: '0733 444 555',
        company: 'Oferte Exemplu SRL',
        city: 'Cluj-Napoca',
        message: 'Excavator zece zile, vă rog o ofertă.',
        periodFrom: start,
        periodTo: end,
        model: machine.model,
        check: true,
      },
    });
    expect(sent.status()).toBe(201);

    await openAdmin(page, '/admin/main/inquiries');
    await page.getByRole('button', { name: 'Detalii: Oferta Ionel' }).first().click();
    const details = page.getByRole('region', { name: 'Detaliile cererii de la Oferta Ionel' });
    await expect(details.getByText('Nicio ofertă încă.')).toBeVisible();
    await details.getByRole('button', { name: 'Creează ofertă' }).click();

    // The draft is stored, filled from the request: its machine, days, customer and price.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofertă', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/main\/quotes\/[0-9a-f-]{36}$/);
    const line = page.getByRole('group', { name: 'Linia 1: utilaj' });
    await expect(line.getByLabel('Utilaj', { exact: true })).toHaveValue(machine.uuid);
    await expect(line.getByLabel('Prima zi')).toHaveValue(start);
    await expect(line.getByLabel('Ultima zi')).toHaveValue(end);
    await expect(page.getByLabel('Nume client')).toHaveValue('Oferta Ionel');
    await expect(page.getByLabel('Adresă')).toHaveValue('Cluj-Napoca');
    await expect(line.getByTestId('line-check')).toContainText(
      'Valoare: 10.800,00 lei (10 zile, tarif săptămânal)',
    );
    await expect(line.getByTestId('line-check')).toContainText(/Disponibil în toate zilele|Ocupat/);
    const totals = page.getByTestId('quote-totals');
    await expect(totals).toContainText('Subtotal10.800,00 lei');
    await expect(totals).toContainText('TVA (21 %)2.268,00 lei');
    await expect(totals).toContainText('Total13.068,00 lei');

    // A free line for the transport: the totals follow as it is typed, before any save.
    await page.getByRole('button', { name: 'Adaugă linie liberă' }).click();
    const transport = page.getByRole('group', { name: 'Linia 2: linie liberă' });
    await transport.getByLabel('Denumire').fill('Transport');
    await transport.getByLabel('Cantitate').fill('2');
    await transport.getByLabel('Preț unitar (lei)').fill('250');
    await expect(transport.getByRole('status')).toHaveText('Valoare: 500,00 lei');
    await expect(totals).toContainText('Total13.673,00 lei');
    await expect(totals).toContainText('serverul recalculează la salvare');
    await page.getByRole('button', { name: 'Salvare ciornă' }).click();
    await expect(page.getByText('Oferta a fost salvată.')).toBeVisible();
    await expect(totals).not.toContainText('serverul recalculează');
    await expect(totals).toContainText('Total13.673,00 lei');

    // Sent after the confirmation: the number of this year, the state 'Trimisă', read only.
    await page.getByRole('button', { name: 'Trimite oferta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trimite oferta' });
    await expect(dialog).toContainText('Oferta primește un număr');
    await dialog.getByRole('button', { name: 'Da' }).click();
    const year = todayInRomania().slice(0, 4);
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^Oferta OF-${year}-\\d{4}$`),
    });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Oferta ', '');
    await expect(page.getByText(`Oferta ${number} a fost trimisă.`)).toBeVisible();
    await expect(page.locator('[data-status="sent"]').first()).toHaveText('Trimisă');
    await expect(page.getByRole('row').filter({ hasText: 'Transport' })).toContainText(
      '500,00 lei',
    );
    await expect(
      page.getByText(`Modificarea creează revizia /2 a ofertei ${number}`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      /\/api\/quote\/[0-9a-f-]{36}\/pdf$/,
    );

    // The list has it under its number, with its total and state.
    await page.getByRole('link', { name: 'Înapoi la oferte' }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Oferta Ionel');
    await expect(row).toContainText('13.673,00 lei');
    await expect(row).toContainText('Trimisă');
    await expect(row).toContainText(formatDay(addDays(todayInRomania(), 14)));

    // The request it answers lists it with its state.
    await page.getByRole('link', { name: 'Cereri oferta' }).click();
    await page.getByRole('button', { name: 'Detalii: Oferta Ionel' }).first().click();
    const offers = details.getByRole('region', { name: 'Oferte pentru această cerere' });
    await expect(offers.getByRole('listitem')).toHaveText([`${number} Trimisă 13.673,00 lei`]);
    await offers.getByRole('link', { name: number }).click();
    await expect(heading).toBeVisible();
  },
);

adminTest(
  'the offers list and the editor fit the screen and pass axe',
  async ({ page, request }, testInfo) => {
    const machine = await cat320(request);
    const start = addDays(todayInRomania(), 230);
    const customer = `Ecran Oferte ${testInfo.project.name}`;
    const created = await request.post('/api/quote', {
      headers: await adminApiHeaders(request),
      data: {
        customer: {
          name: customer,
          company: 'Firma Cu Un Nume Destul De Lung Pentru Un Telefon SRL',
        },
        lines: [
          { product_uuid: machine.uuid, units: 1, start, end: addDays(start, 2) },
          { label: 'Transport dus-întors pe șantier', quantity: 1, unit_price: 45000 },
        ],
        discount_percent: 5,
      },
    });
    expect(created.status()).toBe(201);

    await openAdmin(page, '/admin/main/quotes?status=draft');
    const row = page.getByRole('row').filter({ hasText: customer });
    await expect(row).toContainText('Ciornă');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: /^Deschide oferta/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofertă', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Linia 1: utilaj' }).getByTestId('line-check'),
    ).toContainText(/Disponibil în toate zilele|Ocupat/);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // 'Oferte' is in the menu, after the inbox, and marked as the screen shown.
    await unfoldAdminMenu(page);
    const menu = page.getByRole('navigation', { name: 'Meniu administrare' });
    await expect(menu.getByRole('link', { name: 'Oferte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);
