import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config';

let visitor = 0;

/**
 * Each login comes from a visitor of its own (a documentation-range address in
 * X-Forwarded-For), as separate people would: the per-IP login limit is tested in the
 * integration suite, not tripped by the e2e run's logins.
 */
export async function actAsNewVisitor(page: Page): Promise<void> {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.${100 + (visitor >> 8)}.${visitor % 256}`,
  });
}

/** Signs in through the login screen and waits for the admin shell. */
export async function loginAsAdmin(page: Page, password = E2E_ADMIN_PASSWORD): Promise<void> {
  await actAsNewVisitor(page);
  await page.goto('/admin/login');
  await page.getByLabel('Utilizator').fill('admin');
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByRole('button', { name: 'Deconectare' })).toBeVisible();
}

/** Opens the admin area already signed in (adminTest's saved sign-in). */
export async function openAdmin(page: Page, path = '/admin/main'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Deconectare', exact: true })).toBeVisible();
}

/** Unfolds the admin menu where a phone's screen folds it behind 'Meniu' (issue #41). */
export async function unfoldAdminMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Meniu/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

/** The bearer header the API wants for admin calls, from a login through the API. */
export async function adminApiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}
