import fs from 'node:fs';
import {
  finishQueuedTasks,
  holdPageScripts,
  waitForArrivalScroll,
  waitForHydration,
} from './support/page';
import { siteOf } from './support/sites';
import { DESKTOP_ONLY, expect, sharedPageTest, type Page, type TestInfo } from './support/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

let visitor = 0;

/**
 * Each test is a visitor of its own (a documentation-range address in X-Forwarded-For), so
 * the per-IP contact and login limits are not tripped by the run itself, and the cookie bar
 * has been answered so it covers nothing.
 */
async function asNewVisitor(page: Page, testInfo: TestInfo): Promise<string> {
  visitor += 1;
  const ip = `${testInfo.project.name === 'mobile' ? '198.18' : '192.0'}.2.${visitor}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const url = siteOf(testInfo.parallelIndex).baseURL;
  await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url }]);
  return ip;
}

async function firstCategory(page: Page): Promise<string> {
  const categories = (await (await page.request.get('/api/category')).json()) as { name: string }[];
  const name = categories[0]?.name;
  expect(name).toBeTruthy();
  return name ?? '';
}

/** Ticks a category the way the width offers: checkbox dropdown or native multi-select. */
async function chooseCategory(page: Page, name: string) {
  const select = page.locator('select#contact-categories');
  if (await select.isVisible()) {
    await select.selectOption([name]);
  } else {
    await page.getByRole('button', { name: /Categorii de utilaje/ }).click();
    await page.getByRole('checkbox', { name }).check();
    await page.keyboard.press('Escape');
  }
}

sharedPageTest(
  'an empty submit shows the errors; an e-mail alone is enough, and the form clears',
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    const category = await firstCategory(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    await expect(form).toBeVisible();
    // Nothing shows before the visitor has done anything.
    await expect(form.getByText('Adresa de e-mail este obligatorie')).toHaveCount(0);

    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect(form.getByText('Adresa de e-mail este obligatorie')).toBeVisible();
    await expect(form.getByText('Numarul de telefon este obligatoriu')).toBeVisible();
    await expect(form.getByText('Acceptati Politica de Confidentialitate')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('E-mail').fill('ion@firma');
    await expect(form.getByText('Adresa de e-mail nu este valida')).toBeVisible();
    await form.getByLabel('E-mail').fill(`ion.${testInfo.project.name}@firma.ro`);
    // A valid e-mail stands in for the phone: both messages go.
    await expect(form.getByText('Adresa de e-mail nu este valida')).toHaveCount(0);
    await expect(form.getByText('Numarul de telefon este obligatoriu')).toHaveCount(0);

    await form.getByLabel('Nume', { exact: true }).fill('Popescu');
    await form.getByLabel('Prenume').fill('Ion');
    await chooseCategory(page, category);
    await form.getByLabel('Mesaj').fill('Avem nevoie de un utilaj pentru două săptămâni.');
    await form.getByRole('checkbox', { name: /Am citit și accept/ }).check();
    await expect(form.getByText('Acceptati Politica de Confidentialitate')).toHaveCount(0);
    await form.getByRole('button', { name: 'Trimite' }).click();

    await expect(page.getByText('Datele de contact au fost trimise cu succes!')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(form.getByLabel('Nume', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Mesaj')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /Am citit și accept/ })).not.toBeChecked();
    await expect(page.locator('select#contact-categories')).toHaveValues([]);
    // A cleared form shows no errors until the next attempt.
    await expect(form.getByText('Adresa de e-mail este obligatorie')).toHaveCount(0);
  },
);

sharedPageTest(
  'a failed send keeps what was typed; a reused captcha token resets the form',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    const fill = async () => {
      await form.getByLabel('Telefon').fill('0722 123 456');
      await form.getByLabel('Mesaj').fill('Mesaj care nu trebuie pierdut.');
      await form.getByRole('checkbox', { name: /Am citit și accept/ }).check();
    };

    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fill();
    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect(
      page.getByText('Serverul nu poate fi contactat. Verificati conexiunea la internet'),
    ).toBeVisible();
    await expect(form.getByLabel('Telefon')).toHaveValue('0722 123 456');
    await expect(form.getByLabel('Mesaj')).toHaveValue('Mesaj care nu trebuie pierdut.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { errors: [{ msg: 'TOO_MANY_REQUESTS' }] } }),
    );
    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect(
      page.getByText('Prea multe incercari. Va rugam incercati mai tarziu.'),
    ).toBeVisible();
    await expect(form.getByLabel('Telefon')).toHaveValue('0722 123 456');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: { errors: [{ msg: 'ERROR_RECAPTCHA_TOKEN', param: 'recaptchaToken' }] },
      }),
    );
    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect(
      page.getByText('Formularul a fost deja trimis. Va rugam incercati mai tarziu!'),
    ).toBeVisible();
    await expect(form.getByLabel('Telefon')).toHaveValue('');
    await expect(form.getByLabel('Mesaj')).toHaveValue('');
  },
);

sharedPageTest(
  'the privacy policy opens in a modal that disables the consent checkbox',
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    await page.goto('/contact');
    const consent = page.getByRole('checkbox', { name: /Am citit și accept/ });
    await expect(consent).toBeEnabled();
    const opener = page.getByRole('button', { name: 'Politica de Confidențialitate', exact: true });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Politica de confidențialitate' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Regulamentului (UE) 2016/679');
    await expect(dialog).toContainText('SC Inchirieri Utilaje SRL');
    await expect(consent).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(consent).toBeEnabled();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Citiți Politica de Confidențialitate' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Închide' }).click();
    await expect(dialog).toBeHidden();
  },
);

sharedPageTest(
  "the product page's offer link ticks the category and names the model, in both languages",
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    const category = await firstCategory(page);
    await page.goto(`/contact?categorie=${encodeURIComponent(category)}&model=CAT%20320`);
    await expect(page.getByLabel('Mesaj')).toHaveValue('Doresc o ofertă pentru utilajul CAT 320.');
    await expect(page.locator('select#contact-categories')).toHaveValues([category]);
    if (!(await page.locator('select#contact-categories').isVisible())) {
      await expect(page.getByRole('button', { name: /Categorii de utilaje/ })).toContainText(
        category,
      );
    }

    // Switching to English keeps the offer: the query goes along.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('categorie')).toBe(category);
    expect(query.get('model')).toBe('CAT 320');
    await expect(page.getByLabel('Message')).toHaveValue(
      'I would like an offer for the CAT 320 machine.',
    );
    await expect(page.locator('select#contact-categories')).toHaveValues([category]);
  },
);

sharedPageTest(
  'switching RO / EN keeps what the visitor typed, there and back',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    const category = await firstCategory(page);
    await page.goto(`/contact?categorie=${encodeURIComponent(category)}&model=CAT%20320`);
    const typed = 'Avem nevoie de utilaj din 3 martie, pentru două săptămâni.';
    await page.getByLabel('Nume', { exact: true }).fill('Popescu');
    await page.getByLabel('E-mail').fill('ion@firma.ro');
    await page.getByLabel('Mesaj').fill(typed);
    await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact\?/);
    await expect(page.getByLabel('Last name')).toHaveValue('Popescu');
    await expect(page.getByLabel('E-mail')).toHaveValue('ion@firma.ro');
    // The visitor's own words, not the English offer text.
    await expect(page.getByLabel('Message')).toHaveValue(typed);
    await expect(page.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
    await expect(page.locator('select#contact-categories')).toHaveValues([category]);

    await page.getByLabel('First name').fill('Ion');
    await page.getByRole('button', { name: 'RO', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page).not.toHaveURL(/\/en\//);
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue('Popescu');
    await expect(page.getByLabel('Prenume')).toHaveValue('Ion');
    await expect(page.getByLabel('Mesaj')).toHaveValue(typed);

    // A page opened afresh starts from its own address, not from an old draft.
    await page.reload();
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Mesaj')).toHaveValue('Doresc o ofertă pentru utilajul CAT 320.');
  },
);

sharedPageTest('in English the messages are English', DESKTOP_ONLY, async ({ page }, testInfo) => {
  await asNewVisitor(page, testInfo);
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The e-mail address is required')).toBeVisible();
  await expect(page.getByText('Accept the Privacy Policy', { exact: true })).toBeVisible();
});

sharedPageTest(
  'the admin finds the request, marks it handled, exports the CSV and deletes it',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    const ip = await asNewVisitor(page, testInfo);
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const email = `maria.${tag}@firma.ro`;
    const sent = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': ip },
      data: {
        lastName: 'Ionescu',
        firstName: 'Maria',
        email,
        company: `Constructii ${tag}`,
        message: 'Cerere din testul e2e.',
        check: true,
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/admin/login');
    await page.getByLabel('Utilizator').fill('admin');
    await page.getByLabel('Parola').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page.getByRole('button', { name: 'Deconectare' })).toBeVisible();

    await page.getByRole('link', { name: 'Cereri oferta' }).click();
    await expect(page.getByRole('heading', { name: 'Cereri oferta' })).toBeVisible();
    const row = page.locator('tr[data-inquiry]').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('noua');
    await expect(row).toContainText(/trimis|in asteptare|se reincearca|fara destinatar/);

    // Opening reads the request again; that read answers only after the status change below,
    // as a slow network would have it, and must not put the old status back.
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const readAnswered = page.waitForResponse(
      (response) =>
        /\/api\/contact\/requests\/[^/?]+$/.test(response.url()) &&
        response.request().method() === 'GET',
    );
    await page.route(/\/api\/contact\/requests\/[^/?]+$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await readHeld;
      await route.fulfill({ response });
    });
    await row.getByRole('button', { name: /Detalii/ }).click();
    const detail = page.getByRole('region', { name: /Detaliile cererii de la Ionescu Maria/ });
    await expect(detail).toContainText('Cerere din testul e2e.');
    await expect(detail).toContainText(`Constructii ${tag}`);

    await detail.getByRole('button', { name: 'Marcheaza ca rezolvata' }).click();
    await expect(page.getByText('Cererea a fost marcata ca rezolvata!')).toBeVisible();
    releaseRead();
    await readAnswered;
    await finishQueuedTasks(page);
    await expect(row).toContainText('rezolvata');
    await page.unroute(/\/api\/contact\/requests\/[^/?]+$/);
    await expect(detail.getByRole('button', { name: 'Marcheaza ca noua' })).toBeVisible();

    // The toast sits over the toolbar's right end (top-right) until it goes.
    await expect(page.getByText('Cererea a fost marcata ca rezolvata!')).toBeHidden();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cereri-oferta-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(`"${email}"`);
    expect(csv.split('\r\n')[0]).toContain('"created_at","status"');

    await detail.getByRole('button', { name: 'Stergere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stergere cerere' });
    await expect(confirm).toContainText('Sunteti sigur ca doriti sa stergeti aceasta cerere?');
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByText('Cererea a fost stearsa cu succes!')).toBeVisible();
    await expect(page.locator('tr[data-inquiry]').filter({ hasText: email })).toHaveCount(0);
  },
);

sharedPageTest(
  'a second submit while the first is on its way is refused: the form starts over and one request is sent',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    await form.getByLabel('E-mail').fill(`dublu.${testInfo.project.name}@firma.ro`);
    await form.getByLabel('Mesaj').fill('Un singur mesaj, trimis de două ori.');
    await form.getByRole('checkbox', { name: /Am citit și accept/ }).check();

    // Hold the first request until the second submit has been tried.
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      await held;
      await route.continue();
    });

    await form.getByRole('button', { name: 'Trimite' }).click();
    await expect.poll(() => posts).toBe(1);
    // Enter cannot submit again (the button is disabled while sending)...
    await expect(form.getByRole('button', { name: /Se trimite|Trimite/ })).toBeDisabled();
    await form.getByLabel('E-mail').press('Enter');
    await expect(page.getByText('Datele de contact au fost deja trimise!')).toHaveCount(0);
    // ...and a submission that goes around the button (a script, an assistive tool) is refused.
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await expect(page.getByText('Datele de contact au fost deja trimise!')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    release();
    await expect(page.getByText('Datele de contact au fost trimise cu succes!')).toBeVisible();
    expect(posts).toBe(1);
  },
);

sharedPageTest(
  'what is typed before the page’s scripts load is kept and sent; a failed submit focuses the first error',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    // A slow connection: the form is on screen, its scripts have not run yet.
    const { release } = await holdPageScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    const email = `devreme.${testInfo.project.name}@firma.ro`;
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mesaj').fill('Scris înainte să se încarce pagina.');
    release();
    await page.waitForLoadState('networkidle');

    await form.getByRole('button', { name: 'Trimite' }).click();
    // Only the consent is missing: the message names it and the focus goes to it.
    await expect(form.getByText('Acceptati Politica de Confidentialitate')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /Am citit și accept/ })).toBeFocused();
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('Mesaj')).toHaveValue('Scris înainte să se încarce pagina.');

    await form.getByRole('checkbox', { name: /Am citit și accept/ }).check();
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Trimite' }).click();
    const body = (await sent).postDataJSON() as { email: string; message: string };
    expect(body.email).toBe(email);
    expect(body.message).toBe('Scris înainte să se încarce pagina.');
    await expect(page.getByText('Datele de contact au fost trimise cu succes!')).toBeVisible();
  },
);

sharedPageTest(
  'a submit before the page’s scripts run puts nothing the visitor typed in the address',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    // The scripts never arrive: the browser submits the form itself.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    await form.getByLabel('E-mail').fill('privat@firma.ro');
    await form.getByLabel('Telefon').fill('0722 123 456');
    await form.getByLabel('Mesaj').fill('Nimic din acest mesaj în adresă.');
    await form.getByRole('button', { name: 'Trimite' }).click();
    await page.waitForURL(/\/contact\?/);
    const address = decodeURIComponent(page.url());
    for (const typed of ['privat', 'firma.ro', '0722', 'Nimic'])
      expect(address).not.toContain(typed);
  },
);

/** How far the page is from the spec's 450 px arrival offset (or from its end, if shorter). */
function offArrivalOffset(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.round(window.scrollY - Math.min(450, document.documentElement.scrollHeight - innerHeight)),
  );
}

sharedPageTest(
  'the contact page starts 450 px down, at the top when the menu opened it, and at #privacy when asked',
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => offArrivalOffset(page)).toBe(0);

    // The menu sets the scroll-to-top flag; the contact page uses it up. (Before the page
    // has come alive the link is a plain one, and the flag is not set.)
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await waitForArrivalScroll(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/contact#privacy');
    await expect(page.locator('#privacy')).toBeInViewport();
  },
);

sharedPageTest(
  'the consent box errs as soon as it is unticked; over-long texts are held at their limit and named',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await asNewVisitor(page, testInfo);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Formular de cerere de ofertă' });
    const consent = form.getByRole('checkbox', {
      name: 'Am citit și accept Politica de Confidențialitate',
    });
    // Ticked, then unticked with the keyboard: focus never leaves the box (spec §5, dirty).
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.keyboard.press('Space');
    await expect(consent).toBeFocused();
    await expect(form.getByText('Acceptati Politica de Confidentialitate')).toBeVisible();
    // The words around the privacy button still tick the box.
    await form.locator('label[for="contact-check"]').first().click();
    await expect(consent).toBeChecked();
    await expect(form.locator('label button, label a')).toHaveCount(0);

    const lastName = form.getByLabel('Nume', { exact: true });
    await expect(lastName).toHaveAttribute('maxlength', '100');
    await expect(form.getByLabel('Mesaj')).toHaveAttribute('maxlength', '5000');
    await lastName.pressSequentially('P'.repeat(105), { delay: 0 });
    await expect(lastName).toHaveValue('P'.repeat(100));
    // A value that got past the limit (pasted by a script, typed before the page's scripts ran)
    // is explained with the limit, not the generic 'Cererea nu este valida.'.
    await lastName.evaluate((input: HTMLInputElement, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, 'P'.repeat(120));
    await expect(form.getByText('Cel mult 100 de caractere.')).toBeVisible();
    await expect(form.getByText('Cererea nu este valida.')).toHaveCount(0);
  },
);
