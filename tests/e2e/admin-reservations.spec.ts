import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { adminApiHeaders, openAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { horizontalOverflow } from './support/page';
import { products, type Product } from './support/seo';
import {
  sharedAdminPageTest as adminTest,
  DESKTOP_ONLY,
  expect,
  type APIRequestContext,
} from './support/test';

const NOT_AVAILABLE =
  'Utilajul nu este disponibil in toata perioada aleasa: unitatile sunt deja rezervate.';

/** A machine the public specs leave alone (they book the last one), with its category. */
async function machine(request: APIRequestContext): Promise<Product & { category_uuid: string }> {
  const found = (await products(request)).at(-2) as
    (Product & { category_uuid: string }) | undefined;
  if (!found) throw new Error('no seeded machine');
  return found;
}

async function deleteReservations(request: APIRequestContext, customer: string) {
  const headers = await adminApiHeaders(request);
  const list = await request.get('/api/reservation?limit=100', { headers });
  const { items } = (await list.json()) as {
    items: { uuid: string; customer: { name: string } }[];
  };
  for (const item of items.filter((entry) => entry.customer.name === customer)) {
    await request.delete(`/api/reservation/${item.uuid}`, { headers });
  }
}

adminTest(
  'an inbox request becomes a reservation, shows in the list and the calendar, and a second one on its days is refused',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const target = await machine(request);
    const start = addDays(todayInRomania(), 40);
    const end = addDays(start, 2);
    const customer = 'Popa Mihai';
    await deleteReservations(request, customer);
    const sent = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': '192.0.2.135' },
      data: {
        lastName: 'Popa',
        firstName: 'Mihai',
        email: 'mihai.popa@santier-exemplu.ro',
        phone: '0733 222 111',
        company: 'Santier Exemplu SRL',
        message: 'Avem nevoie de utilaj trei zile.',
        periodFrom: start,
        periodTo: end,
        model: target.model,
        check: true,
      },
    });
    expect(sent.status()).toBe(201);

    try {
      // The inbox: the request's details offer 'Creeaza rezervare', which opens the form filled in.
      await openAdmin(page, '/admin/main/inquiries');
      await page
        .getByRole('button', { name: `Detalii: ${customer}` })
        .first()
        .click();
      await page.getByRole('link', { name: 'Creeaza rezervare' }).first().click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Adaugare rezervare' }),
      ).toBeVisible();
      await expect(page.getByLabel('Categorie')).toHaveValue(target.category_uuid);
      await expect(page.getByLabel('Utilaj')).toHaveValue(target.uuid);
      await expect(page.getByLabel('Prima zi')).toHaveValue(start);
      await expect(page.getByLabel('Ultima zi')).toHaveValue(end);
      await expect(page.getByLabel('Nume client')).toHaveValue(customer);
      await expect(page.getByLabel('Firma')).toHaveValue('Santier Exemplu SRL');
      await expect(page.getByLabel('Telefon')).toHaveValue('0733 222 111');
      await expect(page.getByLabel('E-mail')).toHaveValue('mihai.popa@santier-exemplu.ro');
      // A new reservation starts as Provizorie, Confirmata or Predata, nothing else.
      await expect(page.getByLabel('Stare').getByRole('option')).toHaveText([
        'Provizorie',
        'Confirmata',
        'Predata',
      ]);
      await page.getByLabel('Stare').selectOption({ label: 'Confirmata' });
      await page.getByRole('button', { name: 'Salvare' }).click();
      await expect(page.getByText('Rezervarea a fost creata cu succes!')).toBeVisible();

      // The list.
      await expect(page).toHaveURL(/\/admin\/main\/reservations$/);
      const row = page.getByRole('row').filter({ hasText: customer });
      await expect(row).toContainText(target.model);
      await expect(row).toContainText(`${formatDay(start)} – ${formatDay(end)}`);
      await expect(row).toContainText('Confirmata');

      // The calendar of its category and month: the booking names the customer and opens it.
      await page.goto(
        `/admin/main/reservations/calendar?category=${target.category_uuid}&month=${start.slice(0, 7)}`,
      );
      const booking = page.getByRole('link', {
        name: `${customer}: ${formatDay(start)} - ${formatDay(end)}, Confirmata`,
      });
      await expect(booking.first()).toBeVisible();
      await booking.first().click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Modificare rezervare' }),
      ).toBeVisible();
      await expect(page.getByLabel('Nume client')).toHaveValue(customer);
      // Confirmata may go on to Predata or Anulata only.
      await expect(page.getByLabel('Stare').getByRole('option')).toHaveText([
        'Confirmata',
        'Predata',
        'Anulata',
      ]);

      // A second confirmed reservation on one of its days: the machine has one unit.
      await page.goto('/admin/main/reservations/add');
      // A category first: the machine select offers that category's machines only.
      await expect(page.getByLabel('Utilaj')).toHaveValue('');
      await page.getByLabel('Categorie').selectOption(target.category_uuid);
      await expect(
        page
          .getByLabel('Utilaj')
          .getByRole('option', { name: /\(1 unitate\)$/ })
          .first(),
      ).toBeAttached();
      await page.getByLabel('Utilaj').selectOption(target.uuid);
      await page.getByLabel('Prima zi').fill(end);
      await page.getByLabel('Ultima zi').fill(addDays(end, 3));
      await page.getByLabel('Nume client').fill('Alt Client SRL');
      await page.getByLabel('Stare').selectOption({ label: 'Confirmata' });
      await page.getByRole('button', { name: 'Salvare' }).click();
      await expect(page.locator('#reservation-start-error')).toHaveText(NOT_AVAILABLE);
      await expect(page.getByLabel('Prima zi')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/reservations\/add$/);
    } finally {
      await deleteReservations(request, customer);
      await deleteReservations(request, 'Alt Client SRL');
    }
  },
);

adminTest(
  'the list and the calendar fit the screen and pass axe; a reservation is deleted after the confirmation',
  async ({ page, request }, testInfo) => {
    const target = await machine(request);
    const today = todayInRomania();
    const customer = `Verificare Ecran ${testInfo.project.name}`;
    await deleteReservations(request, customer);
    const created = await request.post('/api/reservation', {
      headers: await adminApiHeaders(request),
      data: {
        product_uuid: target.uuid,
        start: today,
        end: addDays(today, 1),
        status: 'tentative',
        customer: { name: customer, company: 'Firma Cu Un Nume Destul De Lung Pentru Telefon SRL' },
      },
    });
    expect(created.status()).toBe(201);
    try {
      await openAdmin(page, `/admin/main/reservations?product=${target.uuid}`);
      await expect(page.getByRole('row').filter({ hasText: customer })).toContainText('Provizorie');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Calendar' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Calendar rezervari' }),
      ).toBeVisible();
      await page.getByLabel('Categorie').selectOption(target.category_uuid);
      const booking = page.getByRole('link', { name: new RegExp(customer) });
      if (testInfo.project.name === 'mobile') {
        // A phone gets the month machine by machine: the grid is not shown.
        await expect(page.getByRole('region', { name: /Rezervarile din/ })).toBeHidden();
        await expect(booking).toContainText('Provizorie');
      } else {
        await expect(page.getByRole('region', { name: /Rezervarile din/ })).toBeVisible();
        await expect(booking).toHaveText(customer);
      }
      await expect(booking).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Delete from the list, after the spec's confirmation dialog.
      await page.getByRole('link', { name: 'Lista' }).click();
      await page.getByRole('button', { name: `Stergere rezervare ${customer}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Stergere rezervare' });
      await expect(dialog).toContainText('Sunteti sigur ca doriti sa stergeti aceasta rezervare?');
      await dialog.getByRole('button', { name: 'Da' }).click();
      await expect(page.getByText('Rezervarea a fost stearsa cu succes!')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(0);
    } finally {
      await deleteReservations(request, customer);
    }
  },
);

adminTest(
  'the dashboard lists a machine handed over and not returned by its last day',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const target = await machine(request);
    const today = todayInRomania();
    const customer = 'Intarziat Constructii SRL';
    await deleteReservations(request, customer);
    const created = await request.post('/api/reservation', {
      headers: await adminApiHeaders(request),
      data: {
        product_uuid: target.uuid,
        start: addDays(today, -6),
        end: addDays(today, -2),
        status: 'out',
        customer: { name: customer, phone: '0744 555 666' },
      },
    });
    expect(created.status()).toBe(201);
    try {
      await openAdmin(page, '/admin/main/dashboard');
      const card = page.getByRole('region', { name: 'Utilaje nereturnate la termen' });
      const row = card.getByRole('row').filter({ hasText: customer });
      await expect(row).toContainText(target.model);
      await expect(row).toContainText(formatDay(addDays(today, -2)));
      await expect(row).toContainText('intarziere 2 zile');
      await row.getByRole('link', { name: target.model }).click();
      await expect(page.getByLabel('Nume client')).toHaveValue(customer);
      // Handed over: it may be returned or cancelled now.
      await expect(page.getByLabel('Stare').getByRole('option')).toHaveText([
        'Predata',
        'Returnata',
        'Anulata',
      ]);
    } finally {
      await deleteReservations(request, customer);
    }
  },
);

adminTest(
  "the machine's form refuses fewer units than its confirmed reservations hold, at the field",
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const target = await machine(request);
    const today = todayInRomania();
    const customer = 'Flota Ocupata SRL';
    await deleteReservations(request, customer);
    const created = await request.post('/api/reservation', {
      headers: await adminApiHeaders(request),
      data: {
        product_uuid: target.uuid,
        start: addDays(today, 50),
        end: addDays(today, 51),
        status: 'confirmed',
        customer: { name: customer },
      },
    });
    expect(created.status()).toBe(201);
    try {
      await openAdmin(page, `/admin/main/products/edit/${target.uuid}`);
      const units = page.getByLabel('Unitati in flota');
      await expect(units).toHaveValue('1');
      await units.fill('0');
      await page.getByRole('button', { name: 'Salvare' }).click();
      await expect(page.locator('#product-units-error')).toHaveText(
        'Rezervarile confirmate sau predate tin mai multe unitati in zilele urmatoare; anulati-le sau mutati-le intai.',
      );
      await expect(page.getByText(NOT_AVAILABLE)).toBeVisible();
      const stored = await request.get(`/api/product/${target.uuid}`);
      expect(((await stored.json()) as { units: number }[])[0]?.units).toBe(1);
    } finally {
      await deleteReservations(request, customer);
    }
  },
);
