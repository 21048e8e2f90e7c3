import AxeBuilder from '@axe-core/playwright';
import { sharedAdminPageTest as test, DESKTOP_ONLY, expect } from './support/test';
import { axeViolations } from './support/axe';

// Issue #34: the product screens pass axe, including the rule that a control's name holds
// its visible label (WCAG 2.5.3, axe's label-content-name-mismatch, off by default there).
test(
  'the product screens pass axe, and every editor button is named by what it shows',
  DESKTOP_ONLY,
  async ({ page }) => {
    const list = (await (await page.request.get('/api/product')).json()) as { uuid: string }[];
    for (const path of [
      '/admin/main/products',
      '/admin/main/products/add',
      `/admin/main/products/edit/${list[0]?.uuid}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Deconectare' })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      const nameMismatch = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode(true)
        .analyze();
      expect(
        nameMismatch.violations.map((violation) => violation.nodes.map((node) => node.html)),
        path,
      ).toEqual([]);
      if (path.endsWith('/add')) {
        await expect(page.getByRole('button', { name: 'H2 Titlu' }).first()).toBeVisible();
      }
    }
  },
);

// Issue #33: 'Administratori', 'Sesiuni', 'Jurnal' and the invitation's page, at every width.
test('the team screens and the invitation page pass axe', async ({ page }) => {
  for (const [path, title] of [
    ['/admin/main/accounts', 'Administratori'],
    ['/admin/main/sessions', 'Sesiuni'],
    ['/admin/main/audit', 'Jurnal'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The rows, read after the page: axe looks at the screen as it is used.
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto('/admin/invitatie/un-link-oarecare');
  await expect(page.getByRole('heading', { name: 'Creare cont administrator' })).toBeVisible();
  expect(await axeViolations(page), 'invitation').toEqual([]);
});
