import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { listCategories } from '@/lib/categories/queries';
import { setupTestDatabase } from '../support/database';

setupTestDatabase({ seeded: true });

describe('sitemap.xml and robots.txt', () => {
  it('list every public page in both languages, with alternates', async () => {
    const entries = await sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain('http://localhost:3000/home');
    expect(urls).toContain('http://localhost:3000/en/home');
    for (const category of await listCategories()) {
      expect(urls).toContain(`http://localhost:3000/categorie/${category.slug}`);
    }
    expect(urls.filter((url) => url.includes('/utilaj/'))).toHaveLength(2 * 15);
    expect(entries[0]?.alternates?.languages).toMatchObject({
      ro: expect.any(String),
      en: expect.any(String),
    });
  });

  it('keep crawlers out of the admin area and the API but not its pictures, and name the sitemap', () => {
    const rules = robots();
    expect(rules.rules).toEqual([
      { userAgent: '*', allow: ['/', '/api/image/'], disallow: ['/admin', '/api/'] },
    ]);
    expect(rules.sitemap).toBe('http://localhost:3000/sitemap.xml');
  });
});
