import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetInliner } from '@/server/inline-css.mjs';

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  fs.writeFileSync(path.join(buildDir, file), text);
};
write('static/chunks/a.css', '.a{color:red}\n');
write('static/chunks/closes.css', '.b::after{content:"</style><script>"}');
write('server/secret.css', '.secret{}');
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

describe('stylesheets inline', () => {
  const inline = stylesheetInliner(buildDir);

  it("puts the file's text before its link, and disables the link", () => {
    expect(inline(`<head>${link('/_next/static/chunks/a.css')}</head>`)).toBe(
      '<head><style data-precedence="next" data-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/></head>',
    );
  });

  it('leaves a link as it is when its text would end the style element early', () => {
    const head = link('/_next/static/chunks/closes.css');
    expect(inline(head)).toBe(head);
  });

  it('reads nothing outside the build’s static folder, nor a file it does not have', () => {
    for (const href of ['/_next/static/../server/secret.css', '/_next/static/chunks/none.css']) {
      expect(inline(link(href))).toBe(link(href));
    }
  });
});
