import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { LOCALES, localePath, type Category, type Product } from './support/seo';
import { expect, test } from './support/test';

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

// The W3C Nu HTML checker (vnu-jar, run with the machine's Java) over the server HTML of
// every public page in both languages: any error fails.
test('every public page is valid HTML in both languages', async ({ request }) => {
  test.setTimeout(120_000);
  const categories = (await (await request.get('/api/category')).json()) as Category[];
  const products = (await (await request.get('/api/product')).json()) as Product[];
  const paths = [
    '/home',
    '/contact',
    '/version',
    '/nu-exista',
    '/cautare?q=excavator',
    '/cautare?q=xqzzyv',
    ...categories.map((category) => `/categorie/${category.slug}`),
    ...products
      .filter((product) => product.category_slug)
      .map((product) => `/categorie/${product.category_slug}/utilaj/${product.slug}`),
  ];
  expect(categories.length).toBeGreaterThan(0);
  expect(products.length).toBeGreaterThan(0);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const locale of LOCALES) {
      for (const page of paths) {
        const address = localePath(locale, page);
        const response = await request.get(address);
        expect(response.status(), address).toBe(page === '/nu-exista' ? 404 : 200);
        const file = path.join(folder, `${files.size}.html`);
        fs.writeFileSync(file, await response.text());
        files.set(`file:${file}`, address);
      }
    }
    const { stderr } = await run(
      'java',
      [
        // The client compiler only: a run this short never pays back the optimizing one (11.3
        // CPU-seconds for 48 pages, 5.2 with C1 alone). The checker's schema needs a deep stack.
        '-XX:TieredStopAtLevel=1',
        '-Xss4m',
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const address = [...files].find(([file]) => message.url.endsWith(file.slice(5)))?.[1];
        return `${address ?? message.url}: ${message.message} ${message.extract ?? ''}`;
      });
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
