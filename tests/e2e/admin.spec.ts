import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { actAsNewVisitor, loginAsAdmin, openAdmin } from './support/admin';
import { finishQueuedTasks } from './support/page';
import { mailCount, waitForMail } from './support/mail';
import {
  adminTest,
  DESKTOP_ONLY,
  expect,
  sharedAdminPageTest,
  sharedPageTest,
  test,
} from './support/test';

test.describe.configure({ mode: 'serial' });

sharedPageTest(
  'the guard sends a visitor to the login and back to the page asked for',
  DESKTOP_ONLY,
  async ({ page }) => {
    await actAsNewVisitor(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/main/configuration');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fmain%2Fconfiguration/);
    const submit = page.getByRole('button', { name: 'Autentificare' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Utilizator').fill('admin');
    await page.getByLabel('Parola').fill('parola-gresita');
    await submit.click();
    await expect(
      page.getByText('Autentificarea a esuat. Numele utilizatorului sau parola sunt invalide!'),
    ).toBeVisible();

    await page.getByLabel('Parola').fill(E2E_ADMIN_PASSWORD);
    await submit.click();
    await expect(page.getByText('Autentificarea s-a realizat cu succes!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/main\/configuration$/);
    await expect(page.getByRole('link', { name: 'Configurare' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);

sharedAdminPageTest(
  'categories: add, refuse a duplicate, rename, warn before leaving, delete',
  DESKTOP_ONLY,
  async ({ page }, info) => {
    const name = `Macarale ${info.project.name}`;
    await openAdmin(page);
    await page.getByRole('link', { name: 'Categorii produse' }).click();
    await expect(page.getByRole('columnheader', { name: 'Categorie' })).toBeVisible();

    await page.getByRole('link', { name: 'Adaugati' }).click();
    await expect(page.getByRole('heading', { name: 'Adaugare categorie' })).toBeVisible();
    await page.getByLabel('Nume', { exact: true }).fill(`  Macarale   ${info.project.name} `);
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Categoria a fost creata cu succes!')).toBeVisible();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    // The toast sits over 'Adaugati' (top right) for its 3 s, and pauses while hovered.
    await expect(page.getByText('Categoria a fost creata cu succes!')).toBeHidden();

    await page.getByRole('link', { name: 'Adaugati' }).click();
    await page.getByLabel('Nume', { exact: true }).fill(name.toLowerCase());
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Categorie existenta!').first()).toBeVisible();
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(name.toLowerCase());

    // Leaving with unsaved text asks first; 'Nu' stays, 'Da' leaves.
    await page.getByRole('link', { name: 'Configurare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sunteti sigur?' });
    await expect(dialog).toContainText(
      'Formularul nu a fost trimis încă, chiar doriți să părăsiți pagina?',
    );
    await dialog.getByRole('button', { name: 'Nu' }).click();
    await expect(page.getByRole('heading', { name: 'Adaugare categorie' })).toBeVisible();
    // The browser's Back asks too, and 'Nu' keeps what was typed.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nu' }).click();
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(name.toLowerCase());
    await page.getByRole('button', { name: 'Anulare' }).click();
    await page
      .getByRole('dialog', { name: 'Sunteti sigur?' })
      .getByRole('button', { name: 'Da' })
      .click();
    await expect(page).toHaveURL(/\/admin\/main\/categories$/);

    await page.getByRole('link', { name: `Modificare ${name}` }).click();
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(name);
    // Spec §2 names the category form 'Adaugare categorie' on both of its routes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adaugare categorie');
    await page.getByLabel('Nume', { exact: true }).fill(`${name} mobile`);
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Categoria a fost actualizata cu succes!')).toBeVisible();

    await page.getByRole('button', { name: `Stergere ${name} mobile` }).click();
    const confirm = page.getByRole('dialog', { name: 'Stergere categorie' });
    await expect(confirm).toContainText('Sunteti sigur ca doriti sa stergeti aceasta categorie?');
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByText('Categoria a fost stearsa cu succes!')).toBeVisible();
    await expect(page.getByRole('cell', { name: `${name} mobile`, exact: true })).toHaveCount(0);
  },
);

sharedAdminPageTest(
  'configuration: the §5 messages, then a save',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('link', { name: 'Configurare' }).click();
    await expect(page.getByLabel('CONTACT MAIL TO*')).toHaveValue('contact@inchirieri-utilaje.ro');
    await expect(page.getByText('CONTACT PHONE SECOND', { exact: true })).toBeVisible();

    await page.getByLabel('CONTACT PHONE*').fill('0812 345 678');
    await page.getByLabel('CONTACT MAIL TO*').fill('');
    await page.getByLabel('CONTACT MAIL TO SECOND').fill('');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Numarul de telefon nu este valid.')).toBeVisible();
    await expect(
      page.getByText('Adresa de mail este obligatorie!', { exact: true }).first(),
    ).toBeVisible();

    await page.getByLabel('CONTACT MAIL TO*').fill('contact@inchirieri-utilaje.ro');
    await page.getByLabel('CONTACT PHONE*').fill('0722 999 888');
    await page.getByLabel('CONTACT PHONE SECOND').fill('');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Configuratia a fost actualizata cu succes!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('CONTACT PHONE*')).toHaveValue('0722 999 888');

    // The seeded values back, as the public pages' tests expect them.
    await page.getByLabel('CONTACT PHONE*').fill('0722 123 456');
    await page.getByLabel('CONTACT MAIL TO SECOND').fill('oferte@inchirieri-utilaje.ro');
    await page.getByLabel('CONTACT PHONE SECOND').fill('021 345 6789');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Configuratia a fost actualizata cu succes!')).toBeVisible();
  },
);

sharedAdminPageTest(
  'configuration: the company details, CUI and IBAN checked as one types, VAT typed in % (issue #44)',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('link', { name: 'Configurare' }).click();
    const vat = page.getByLabel('Cotă TVA (%)');
    await expect(vat).toHaveValue('21');
    await expect(page.getByLabel('Valabilitate ofertă (zile)')).toHaveValue('14');
    await expect(page.getByLabel('Serie ofertă')).toHaveValue('OF');

    await page.getByLabel('CUI').fill('RO35123457');
    await page.getByLabel('IBAN').fill('RO49 AAAA 1B31 0075 9384 0001');
    await expect(
      page.getByText('CUI-ul nu este valid (cifra de control nu se potrivește).'),
    ).toBeVisible();
    await expect(page.getByText(/^IBAN-ul nu este valid/)).toBeVisible();

    await page.getByLabel('Denumire firmă').fill('SC Inchirieri Utilaje SRL');
    await page.getByLabel('CUI').fill('ro 35123456');
    await page.getByLabel('IBAN').fill('ro49 aaaa 1b31 0075 9384 0000');
    await vat.fill('19,5');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Configuratia a fost actualizata cu succes!')).toBeVisible();
    await page.reload();
    // Saved normalised, the rate kept in basis points and shown again in %.
    await expect(page.getByLabel('CUI')).toHaveValue('RO35123456');
    await expect(page.getByLabel('IBAN')).toHaveValue('RO49AAAA1B31007593840000');
    await expect(vat).toHaveValue('19,5');
    // The signed-in session's cookie: the admin's answer, with every key.
    const entries = (await (await page.request.get('/api/configuration')).json()) as {
      key: string;
      value: string;
    }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ key: 'offer_vat_basis_points', value: '1950' }),
    );

    // Back as the other tests expect them: no company details, 21 %.
    for (const label of ['Denumire firmă', 'CUI', 'IBAN']) await page.getByLabel(label).fill('');
    await vat.fill('21');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Configuratia a fost actualizata cu succes!')).toBeVisible();
  },
);

sharedAdminPageTest(
  'profile: wrong current password, mismatch, then a change and back',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Resetare parola' })).toBeVisible();
    const change = async (old: string, next: string, confirm = next) => {
      await page.getByLabel('Parola actuala').fill(old);
      await page.getByLabel('Parola noua').fill(next);
      await page.getByLabel('Confirmare parola').fill(confirm);
      await page.getByRole('button', { name: 'Salvare' }).click();
    };
    await change('nu-este-parola', 'Parola-Noua-2026');
    await expect(page.getByText('Parola actuala nu se potriveste!').first()).toBeVisible();
    await change(E2E_ADMIN_PASSWORD, 'Parola-Noua-2026', 'Parola-Alta-2026');
    await expect(page.getByText('Noua parola nu corespunde cu confirmarea!').first()).toBeVisible();
    await expect(page.getByRole('meter')).toHaveAttribute('aria-valuenow', /[3-5]/);

    await change(E2E_ADMIN_PASSWORD, 'Parola-Noua-2026');
    await expect(page.getByText('Parola a fost actualizata cu succes!')).toBeVisible();
    await change('Parola-Noua-2026', E2E_ADMIN_PASSWORD);
    // .first(): the newest toast; the one it replaces may still be fading out.
    await expect(page.getByText('Parola a fost actualizata cu succes!').first()).toBeVisible();
  },
);

sharedPageTest(
  'password reset through the mailed link, which works once',
  DESKTOP_ONLY,
  async ({ page }) => {
    await actAsNewVisitor(page);
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Ati uitat parola?' }).click();
    await expect(page.getByRole('heading', { name: 'Ati uitat parola?' })).toBeVisible();
    await page.getByLabel('Adresa de email').fill('nu-este-o-adresa');
    await page.getByRole('button', { name: 'Trimite' }).click();
    await expect(
      page.getByText('Adresa de email nu respecta formatul nume@domeniu.ro'),
    ).toBeVisible();
    await page.getByLabel('Adresa de email').fill('admin@example.ro');
    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Trimite' }).click();

    const mail = await waitForMail((text) => text.includes('/admin/reset/'), mailsBefore);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/admin\/reset\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname;

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Schimbare parola' })).toBeVisible();
    await page.getByLabel('Parola noua').fill('Resetata-2026!');
    await page.getByLabel('Confirmare parola').fill('Resetata-2026!');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await loginAsAdmin(page, 'Resetata-2026!');

    // The same link a second time is refused.
    await page.goto(path);
    await page.getByLabel('Parola noua').fill('Alta-Parola-2026!');
    await page.getByLabel('Confirmare parola').fill('Alta-Parola-2026!');
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Linkul de resetare a parolei nu mai este valabil.')).toBeVisible();

    // Back to the password the other tests use.
    await page.goto('/admin/main/profile');
    await page.getByLabel('Parola actuala').fill('Resetata-2026!');
    await page.getByLabel('Parola noua').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('Confirmare parola').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Salvare' }).click();
    await expect(page.getByText('Parola a fost actualizata cu succes!')).toBeVisible();
  },
);

adminTest(
  'the session-expiry dialog: stay connected, then sign out',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.clock.install();
    // The dialog's timer is armed from the page's own session read: fast-forwarding before it
    // has answered (a slow start) would arm it after the jump, and the dialog would never come.
    const sessionRead = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/session') && response.request().method() === 'GET',
    );
    await openAdmin(page);
    await sessionRead;
    await finishQueuedTasks(page);
    const session = await (await page.request.get('/api/session')).json();
    const untilWarning = session.expires_in * 1000 - 5 * 60 * 1000;

    const dialog = page.getByRole('dialog', { name: 'Sesiunea este pe cale să expire!' });
    // On a loaded machine the page may arm its timer only after the jump, counting from the
    // time jumped to (its read had answered, its effect had not run): a second jump reaches it,
    // still short of the session's end.
    for (let jump = 0; jump < 2 && !(await dialog.isVisible()); jump++) {
      await page.clock.fastForward(untilWarning + 1000);
      await dialog.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    await expect(dialog).toContainText('Sesiunea va expira in curand.');
    const extendedResponse = page.waitForResponse('**/api/session/extend');
    await dialog.getByRole('button', { name: 'Rămâneti conectat' }).click();
    const extended = await extendedResponse;
    expect(extended.status()).toBe(200);
    await expect(dialog).toBeHidden();

    // Extended: a whole session again from now, so the dialog stays away until its end nears.
    const renewed = await extended.json();
    expect(renewed.expires_in).toBeGreaterThan(session.expires_in - 60);
    await page.clock.fastForward(60_000);
    await expect(dialog).toBeHidden();
    const untilNextWarning = renewed.expires_in * 1000 - 5 * 60 * 1000 - 60_000;
    await page.clock.fastForward(untilNextWarning + 1000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/session')).status()).toBe(401);
  },
);
