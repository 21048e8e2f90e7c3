import { describe, expect, it } from 'vitest';
import {
  createScriptMover,
  moveScriptsPastFirstPaint,
  movesScriptsOf,
  pageScriptSources,
  PAGE_SCRIPTS_ATTRIBUTE,
} from '@/server/late-scripts.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const asyncTag = (name: string) => `<script src="${chunk(name)}" async=""></script>`;

/** A page as Next 16 writes it: chunk scripts in the head, React's bootstrap after the content. */
const PAGE = [
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/>',
  '<style>.banner{height:129px}</style>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`,
  asyncTag('react'),
  asyncTag('page'),
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '<title>Închirieri utilaje</title></head><body><header>Utilaje ț ș ă</header>',
  '<main><img alt="Excavator pe șenile" src="/_next/image?url=x&amp;w=828"/></main>',
  asyncTag('main'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"a<b"])</script></body></html>',
].join('');

describe('moving the page scripts behind the first paint', () => {
  const moved = moveScriptsPastFirstPaint(Buffer.from(PAGE)).toString();

  it('takes every async chunk script and its preload out of the HTML', () => {
    expect(moved).not.toMatch(/<script src="[^"]+" async="">/);
    expect(moved).not.toContain('rel="preload" as="script"');
  });

  it('names the same scripts in one loader in the head', () => {
    expect(pageScriptSources(moved).sort()).toEqual(pageScriptSources(PAGE).sort());
    expect(pageScriptSources(PAGE).sort()).toEqual(
      [chunk('main'), chunk('page'), chunk('react')].sort(),
    );
    const head = moved.slice(0, moved.indexOf('</head>'));
    expect(head).toContain(`<script ${PAGE_SCRIPTS_ATTRIBUTE}="`);
  });

  it('leaves the content, the inline scripts and the nomodule polyfills as they were', () => {
    const rest = (html: string) =>
      html
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*\/>/g, '')
        .replace(/<script data-page-scripts=[\s\S]*?<\/script>/g, '');
    expect(rest(moved)).toBe(rest(PAGE));
    expect(moved).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
  });

  it('leaves a document without scripts, or without a head, as it is', () => {
    const plain = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    expect(moveScriptsPastFirstPaint(Buffer.from(plain)).toString()).toBe(plain);
    const headless = `<html><body>${asyncTag('x')}</body></html>`;
    expect(moveScriptsPastFirstPaint(Buffer.from(headless)).toString()).toBe(headless);
  });
});

describe('a streamed page', () => {
  const whole = moveScriptsPastFirstPaint(Buffer.from(PAGE)).toString();
  const bytes = Buffer.from(PAGE);

  function stream(cuts: number[]): { out: string; before: string[] } {
    const mover = createScriptMover();
    const before: string[] = [];
    let out = '';
    let from = 0;
    for (const cut of [...cuts, bytes.length]) {
      out += mover.push(bytes.subarray(from, cut));
      before.push(out);
      from = cut;
    }
    return { out: out + mover.end(), before };
  }

  it('comes out the same however it is cut, even inside a tag or a letter', () => {
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(stream([cut]).out, `cut at ${cut}`).toBe(whole);
    }
    for (let cut = 1; cut + 40 < bytes.length; cut += 13) {
      expect(stream([cut, cut + 1, cut + 40]).out, `cuts at ${cut}`).toBe(whole);
    }
  });

  it('holds only the head: the content goes out before the document ends', () => {
    const bootstrap = PAGE.indexOf(asyncTag('main'));
    const { before } = stream([Buffer.byteLength(PAGE.slice(0, bootstrap))]);
    expect(before[0]).toContain('Excavator pe șenile');
  });

  it('sends a document with no head as it comes', () => {
    const mover = createScriptMover();
    expect(mover.push(Buffer.from('<html><body><p>Primul fragment</p>'))).toBe(
      '<html><body><p>Primul fragment</p>',
    );
    expect(mover.push(Buffer.from('</body></html>'))).toBe('</body></html>');
    expect(mover.end()).toBe('');
  });
});

describe('which pages', () => {
  it('are the public ones: the admin gets its scripts as Next writes them', () => {
    for (const url of ['/home', '/en/contact', '/categorie/x?q=1', '/administratori'])
      expect(movesScriptsOf(url), url).toBe(true);
    for (const url of ['/admin', '/admin/main/dashboard', '/admin?next=1'])
      expect(movesScriptsOf(url), url).toBe(false);
  });
});
