import { addDays, todayInRomania } from '../../lib/reservations/days';
import { axeViolations } from './support/axe';
import { productPath, products } from './support/seo';
import { siteOf } from './support/sites';
import { expect, sharedPageTest, type Page } from './support/test';

/** The offer form's estimated price (issue #44): GET /api/price, shown under the period. */

async function machine(page: Page, model: string) {
  const found = (await products(page.request)).find((product) => product.model === model);
  if (!found) throw new Error(`no seeded ${model}`);
  return found;
}

sharedPageTest(
  'the offer form estimates the chosen machine and days by the day or week rule, in both languages',
  async ({ page }, testInfo) => {
    const url = siteOf(testInfo.parallelIndex).baseURL;
    await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url }]);
    const cat = await machine(page, 'CAT 320');
    const [wire] = (await (await page.request.get(`/api/product/${cat.uuid}`)).json()) as object[];
    // The demo's prices: 1.200 lei a day, 7.200 lei a week.
    expect(wire).toMatchObject({ price_day: 1200, price_week: 7200 });

    await page.goto(productPath(cat));
    await page.getByTestId('offer-button').click();
    await expect(page).toHaveURL(/\/contact\?/);
    const estimate = page.getByTestId('price-estimate');
    const message = page.getByLabel('Mesaj');
    // Where the message field is in the page (not the viewport: filling a date scrolls).
    const top = () => message.evaluate((field) => field.getBoundingClientRect().top + scrollY);
    const before = await top();
    await expect(estimate).toHaveText('Alegeți perioada pentru un preț estimativ.');

    const start = addDays(todayInRomania(), 20);
    await page.getByLabel('De la').fill(start);
    await page.getByLabel('Până la').fill(addDays(start, 9));
    // 10 days: one week and 3 days (10.800 lei) is cheaper than 10 days (12.000 lei).
    await expect(estimate).toHaveText('Preț estimativ: 10.800,00 lei + TVA');
    // Its line was kept before it filled: nothing under it moved.
    expect(await top()).toBe(before);

    await page.getByLabel('Până la').fill(addDays(start, 4));
    await expect(estimate).toHaveText('Preț estimativ: 6.000,00 lei + TVA');
    expect(await axeViolations(page)).toEqual([]);
    // An end before the start: no estimate, the hint again.
    await page.getByLabel('Până la').fill(addDays(start, -1));
    await expect(estimate).toHaveText('Alegeți perioada pentru un preț estimativ.');

    await page.getByLabel('Până la').fill(addDays(start, 6));
    await expect(estimate).toHaveText('Preț estimativ: 7.200,00 lei + TVA');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact\?/);
    await expect(estimate).toHaveText('Estimated price: 7,200.00 lei + VAT');
  },
);

sharedPageTest(
  'for a machine without a public price the form says the offer sets it',
  async ({ page }, testInfo) => {
    const url = siteOf(testInfo.parallelIndex).baseURL;
    await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url }]);
    const unpriced = await machine(page, 'Takeuchi TB260');
    await page.goto(`/contact?model=${encodeURIComponent(unpriced.model)}&uuid=${unpriced.uuid}`);
    const start = addDays(todayInRomania(), 20);
    await page.getByLabel('De la').fill(start);
    await page.getByLabel('Până la').fill(addDays(start, 2));
    await expect(page.getByTestId('price-estimate')).toHaveText('Prețul se stabilește în ofertă');
    await page.goto(
      `/en/contact?model=${encodeURIComponent(unpriced.model)}&uuid=${unpriced.uuid}`,
    );
    await page.locator('#contact-periodFrom').fill(start);
    await page.locator('#contact-periodTo').fill(start);
    await expect(page.getByTestId('price-estimate')).toHaveText('The price is set in the offer');
  },
);
