import {
  test,
  DESKTOP_ONLY,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from './support/test';
import { actAsNewVisitor, loginAsAdmin } from './support/admin';
import { mailCount, waitForMail } from './support/mail';

// Issue #33: several administrators, each with their own sign-in, a log of who changed what,
// and sessions another administrator can end.
test.describe.configure({ mode: 'serial' });

/** A second browser, as another person's, at the width of the project. */
async function otherBrowser(
  browser: Browser,
  info: TestInfo,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch } = info.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, baseURL, serviceWorkers: 'block' });
}

interface Machine {
  uuid: string;
  model: string;
}

async function openFromMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/** The product form of a machine: its day price is set and saved. */
async function setDayPrice(page: Page, machine: Machine, price: string): Promise<void> {
  await page.goto(`/admin/main/products/edit/${machine.uuid}`);
  // The stored machine is in the form before the price is typed over.
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue(machine.model);
  await page.getByLabel('Pret pe zi (lei, fara TVA)').fill(price);
  await page.getByRole('button', { name: 'Salvare' }).click();
  await expect(page.getByText('Produsul a fost actualizat cu succes!')).toBeVisible();
}

// Desktop only: the three screens' 375 px layout is admin-layout.spec's and axe's
// (admin-accessibility.spec), at both widths; the flow itself is the same on a phone.
test(
  'an invited administrator signs in with their own password; the log names them, and their sessions end',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }, info) => {
    const name = `ana.${info.project.name}`;
    const email = `${name}@example.ro`;

    // A invites B from 'Administratori'.
    await loginAsAdmin(page);
    await openFromMenu(page, 'Administratori');
    await page.getByLabel('Adresa de e-mail').fill(email);
    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Trimite invitatia', exact: true }).click();
    await expect(page.getByText('Invitatia a fost trimisa cu succes!')).toBeVisible();
    const invited = page.getByRole('row').filter({ hasText: email });
    await expect(invited).toContainText('invitat');

    const mail = await waitForMail((text) => text.includes('/admin/invitatie/'), mailsBefore);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/admin\/invitatie\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();

    // B, in a browser of their own, chooses a name and a password, then signs in.
    const contextB = await otherBrowser(browser, info, baseURL);
    const pageB = await contextB.newPage();
    await actAsNewVisitor(pageB);
    await pageB.goto(new URL(link!).pathname);
    await expect(pageB.getByRole('heading', { name: 'Creare cont administrator' })).toBeVisible();
    await expect(pageB.getByText(`Contul va fi creat pentru adresa ${email}.`)).toBeVisible();
    await pageB.getByLabel('Utilizator').fill(name);
    await pageB.getByLabel('Parola', { exact: true }).fill('Ana-Parola-2026!');
    await pageB.getByLabel('Confirmare parola').fill('Ana-Parola-2026?');
    await pageB.getByRole('button', { name: 'Creeaza contul' }).click();
    await expect(pageB.getByText('Noua parola nu corespunde cu confirmarea!')).toBeVisible();
    await pageB.getByLabel('Confirmare parola').fill('Ana-Parola-2026!');
    await pageB.getByRole('button', { name: 'Creeaza contul' }).click();
    await expect(pageB.getByText('Contul a fost creat cu succes!')).toBeVisible();
    await expect(pageB).toHaveURL(/\/admin\/login$/);
    await pageB.getByLabel('Utilizator').fill(name);
    await pageB.getByLabel('Parola').fill('Ana-Parola-2026!');
    await pageB.getByRole('button', { name: 'Autentificare' }).click();
    await expect(pageB.getByRole('button', { name: 'Deconectare' })).toBeVisible();

    // The link works once: opened again, it says so before anything is typed.
    const pageC = await contextB.newPage();
    await pageC.goto(new URL(link!).pathname);
    await expect(
      pageC.getByRole('alert').filter({ hasText: 'Invitatia nu este valabila' }),
    ).toBeVisible();
    await expect(pageC.getByLabel('Utilizator')).toHaveCount(0);
    await pageC.close();

    // B changes a machine's day price.
    const [first] = (await (await pageB.request.get('/api/product')).json()) as Machine[];
    expect(first).toBeTruthy();
    const machine = first!;
    const [stored] = (await (await pageB.request.get(`/api/product/${machine.uuid}`)).json()) as {
      price_day: number | null;
    }[];
    const oldPrice = stored?.price_day ?? null;
    const newPrice = (oldPrice ?? 1000) + 137;
    await setDayPrice(pageB, machine, String(newPrice));

    // A sees it in 'Jurnal': B's name, the machine, the old and new price.
    await openFromMenu(page, 'Jurnal');
    await page.getByLabel('Administrator').selectOption({ label: name });
    await expect(page).toHaveURL(/account=/);
    const entry = page.getByTestId('audit-entry').filter({ hasText: machine.model }).first();
    await expect(entry).toContainText(name);
    await expect(entry).toContainText('modificare');
    await expect(
      entry.getByText(`pret pe zi: ${oldPrice ?? '(gol)'} → ${newPrice}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exporta CSV' })).toHaveAttribute(
      'href',
      /\/api\/audit\/export\?account=/,
    );

    // A ends B's sessions from 'Administratori'; B's next click lands on the login.
    await openFromMenu(page, 'Administratori');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('activ');
    await row.getByRole('button', { name: `Deconecteaza ${name}` }).click();
    await expect(
      page.getByText('Administratorul a fost deconectat de pe toate dispozitivele!'),
    ).toBeVisible();
    await pageB.getByRole('link', { name: 'Utilaje', exact: true }).click();
    await expect(pageB).toHaveURL(/\/admin\/login/);
    await expect(pageB.getByRole('heading', { name: 'Autentificare' })).toBeVisible();
    await contextB.close();

    // The machine's price as it was, for the tests after this one.
    await setDayPrice(page, machine, oldPrice === null ? '' : String(oldPrice));
  },
);

test(
  'Sesiuni: this browser is marked, and the other devices are signed out at once',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }, info) => {
    await loginAsAdmin(page);
    const other = await otherBrowser(browser, info, baseURL);
    const otherPage = await other.newPage();
    await loginAsAdmin(otherPage);

    await openFromMenu(page, 'Sesiuni');
    const current = page.getByRole('row').filter({ hasText: 'sesiunea curenta' });
    await expect(current).toHaveCount(1);
    expect(await page.getByRole('button', { name: /^Incheie sesiunea / }).count()).toBeGreaterThan(
      0,
    );
    await page
      .getByRole('button', { name: 'Deconectare de pe toate celelalte dispozitive' })
      .click();
    await expect(page.getByText(/sesiun(e|i) (a|au) fost incheiat/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Incheie sesiunea / })).toHaveCount(0);

    await otherPage.getByRole('link', { name: 'Categorii produse', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/admin\/login/);
    await other.close();
  },
);
