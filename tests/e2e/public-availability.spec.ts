import { addDays, formatDay, todayInRomania } from '../../lib/reservations/days';
import { adminApiHeaders } from './support/admin';
import { axeViolations } from './support/axe';
import { productPath, products } from './support/seo';
import { DESKTOP_ONLY, expect, sharedPageTest } from './support/test';

const CUSTOMER = {
  name: 'Clientul Secret Availability',
  company: 'Firma Ascunsa Rezervari SRL',
  phone: '0799 111 222',
  email: 'secret.client@example.com',
};

sharedPageTest(
  'a reservation made through the API shows on the public page in both languages within 3 s, and the offer form warns',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const headers = await adminApiHeaders(request);
    // The last machine: the other specs look at the first ones.
    const machine = (await products(request)).at(-1);
    if (!machine) throw new Error('no seeded machine');
    const path = productPath(machine);
    const today = todayInRomania();
    const free = formatDay(addDays(today, 4));
    const booked = `${formatDay(today)} – ${formatDay(addDays(today, 3))}`;

    // Cached first, as a visitor leaves it.
    await page.goto(path);
    await expect(page.getByTestId('availability-status')).toHaveText('Disponibil acum');
    await expect(page.getByTestId('booked-ranges')).toHaveText(
      'Nicio zi complet rezervată în această perioadă.',
    );

    const created = await request.post('/api/reservation', {
      headers,
      data: {
        product_uuid: machine.uuid,
        start: today,
        end: addDays(today, 3),
        status: 'confirmed',
        customer: CUSTOMER,
        notes: 'Nota interna despre client',
      },
    });
    expect(created.status()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    try {
      const written = Date.now();
      for (const [prefix, text] of [
        ['', `Disponibil din ${free}`],
        ['/en', `Available from ${free}`],
      ] as const) {
        await expect
          .poll(async () => (await request.get(`${prefix}${path}`)).text(), { timeout: 3_000 })
          .toContain(text);
      }
      expect(Date.now() - written).toBeLessThan(3_000);

      await page.goto(path);
      await expect(page.getByTestId('availability-status')).toHaveText(`Disponibil din ${free}`);
      await expect(
        page.getByRole('list', { name: 'Zile complet rezervate' }).getByRole('listitem'),
      ).toHaveText([booked]);
      await page.goto(`/en${path}`);
      await expect(page.getByTestId('availability-status')).toHaveText(`Available from ${free}`);
      await expect(
        page.getByRole('list', { name: 'Fully booked days' }).getByRole('listitem'),
      ).toHaveText([booked]);

      // No customer data in the pages' HTML, nor in the public API.
      for (const address of [path, `/en${path}`, `/api/availability/${machine.uuid}`]) {
        const html = await (await request.get(address)).text();
        for (const secret of [...Object.values(CUSTOMER), 'Nota interna', '0799']) {
          expect(html, address).not.toContain(secret);
        }
      }

      // The offer button takes the machine to the form, which warns on booked dates only.
      await page.goto(path);
      await page.getByTestId('offer-button').click();
      await expect(page).toHaveURL(/\/contact\?/);
      const warning = page.getByTestId('period-availability');
      await page.getByLabel('De la').fill(addDays(today, 2));
      await page.getByLabel('Până la').fill(addDays(today, 6));
      await expect(warning).toContainText('Utilajul nu este disponibil in toata perioada aleasa');
      await expect(warning).toContainText(
        `${formatDay(addDays(today, 2))} – ${formatDay(addDays(today, 3))}`,
      );
      await page.getByLabel('De la').fill(addDays(today, 4));
      await expect(warning).toHaveText('');
      // It only warns: the form is otherwise the spec's (the submit is not disabled).
      await expect(page.getByRole('button', { name: 'Trimite' })).toBeEnabled();

      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/contact\?/);
      // The dates typed in Romanian came along; the form checks the new ones at once.
      await page.locator('#contact-periodFrom').fill(addDays(today, 1));
      await page.locator('#contact-periodTo').fill(addDays(today, 1));
      await expect(warning).toContainText(
        'The machine is not available for the whole period you chose',
      );
    } finally {
      const removed = await request.delete(`/api/reservation/${uuid}`, { headers });
      expect(removed.ok()).toBe(true);
    }
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 3_000 })
      .toContain('Disponibil acum');
  },
);

sharedPageTest(
  'a machine of two units shows its partly booked days as "1 din 2 libere", in both languages (issue #41)',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const headers = await adminApiHeaders(request);
    // Another machine than the test above's.
    const machine = (await products(request)).at(-2);
    if (!machine) throw new Error('no seeded machine');
    const path = productPath(machine);
    const [wire] = (await (await request.get(`/api/product/${machine.uuid}`)).json()) as Record<
      string,
      unknown
    >[];
    if (!wire) throw new Error('no machine answer');
    const setUnits = async (units: number) => {
      const answer = await request.put('/api/product/update', {
        headers,
        data: { ...wire, uuid: machine.uuid, units },
      });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    const today = todayInRomania();
    await setUnits(2);
    const created = await request.post('/api/reservation', {
      headers,
      data: {
        product_uuid: machine.uuid,
        units: 1,
        start: addDays(today, 1),
        end: addDays(today, 2),
        status: 'confirmed',
        customer: CUSTOMER,
      },
    });
    expect(created.status()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    const range = `${formatDay(addDays(today, 1))} – ${formatDay(addDays(today, 2))}`;
    try {
      await expect
        .poll(async () => (await request.get(path)).text(), { timeout: 3_000 })
        .toContain('1 din 2 libere');
      await page.goto(path);
      await expect(page.getByTestId('availability-status')).toHaveText('Disponibil acum');
      // Not fully booked, so not among those days; written out, not told by colour alone.
      await expect(page.getByTestId('booked-ranges')).toHaveText(
        'Nicio zi complet rezervată în această perioadă.',
      );
      await expect(
        page.getByRole('list', { name: 'Zile parțial rezervate' }).getByRole('listitem'),
      ).toHaveText([`${range}: 1 din 2 libere`]);
      await page.goto(`/en${path}`);
      await expect(
        page.getByRole('list', { name: 'Partly booked days' }).getByRole('listitem'),
      ).toHaveText([`${range}: 1 of 2 free`]);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    } finally {
      expect((await request.delete(`/api/reservation/${uuid}`, { headers })).ok()).toBe(true);
      await setUnits(Number(wire['units'] ?? 1));
    }
  },
);
