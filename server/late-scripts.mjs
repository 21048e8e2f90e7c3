// @ts-check
// The page's own scripts start loading once its first contentful paint is on screen.
//
// Next's App Router writes them as `<script async>` in the head (vercel/next.js#66958): each
// one that arrives while the document is still being parsed runs at once, so on a phone
// React's 72 kB and its siblings ran before the first frame, which then came 150-200 ms after
// the HTML. Lighthouse counts every script run before the LCP as its dependency: 2.1-2.3 s
// of simulated LCP against 0.96-1.31 s without them (docs/performance.md, "Fourth round").
// The custom server's response stages (server/pipeline.mjs) take the chunk scripts, and their
// preloads, out of the HTML and put one small loader in the head that adds the same scripts
// once the first contentful paint has been presented (at once in a hidden tab or a browser
// that does not report paints, and after 3 s in any case): here for a streamed page,
// complete-bodies.mjs for a complete one.
// The page is complete without them: server-rendered, with its forms kept working before
// hydration (components/site/contact-form.tsx), and a tap on one of its buttons held until
// the page has come alive (runtime/early-clicks.mjs).
import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { INLINE_CSS_VERSION, inlineStylesheets } from './inline-css.mjs';
import {
  EARLY_CLICKS,
  EARLY_CLICKS_DROP_MS,
  EARLY_CLICKS_SOURCE,
} from '../runtime/early-clicks.mjs';

/**
 * Whether the page at `url` gets its scripts after the first paint: the public pages, which
 * visitors (and search engines) judge by how soon they show. The admin is an application
 * used at once: its scripts come as Next writes them.
 * @param {string | undefined} url
 * @returns {boolean}
 */
export function movesScriptsOf(url) {
  return !/^\/admin(\/|\?|$)/.test(String(url ?? ''));
}

/** The attribute of the loader that names the scripts, space-separated. */
export const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';
/** Set on the loader once every script it added has loaded and run (or failed to load). */
export const PAGE_SCRIPTS_LOADED_ATTRIBUTE = 'data-loaded';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const LOADER_SOURCE = `${EARLY_CLICKS_SOURCE}(function(t){var s=t.getAttribute('${PAGE_SCRIPTS_ATTRIBUTE}').split(' '),n=s.length,d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;e.onload=e.onerror=function(){if(--n===0){t.setAttribute('${PAGE_SCRIPTS_LOADED_ATTRIBUTE}','');var w=window,r=w.requestIdleCallback,f=function(){w.${EARLY_CLICKS}()};r?r(f,{timeout:${EARLY_CLICKS_DROP_MS}}):setTimeout(f,${EARLY_CLICKS_DROP_MS})}};document.head.appendChild(e)})}var p=window.PerformanceObserver;if(document.visibilityState!=='visible'||!p||(p.supportedEntryTypes||[]).indexOf('paint')<0)return go();try{new p(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){return go()}setTimeout(go,3000)})(document.currentScript)`;

/**
 * Names what the move does to a page: a page's validator (complete-bodies.mjs) is made of
 * the page as Next wrote it and this, so a server that moves scripts differently never
 * answers 304 for what an earlier one sent.
 */
export const MOVE_VERSION = createHash('sha1')
  .update(`${LOADER_SOURCE}\n${CHUNK_SCRIPT.source}\n${SCRIPT_PRELOAD.source}`)
  .update(`\n${INLINE_CSS_VERSION}`)
  .digest('base64url');

/**
 * A chunk script as Next 16 writes it.
 * @param {string} src
 * @returns {string}
 */
const chunkTag = (src) => `<script src="${src}" async=""></script>`;

/**
 * The loader that adds `sources` after the first contentful paint.
 * @param {string[]} sources
 * @returns {string}
 */
export function scriptLoader(sources) {
  return `<script ${PAGE_SCRIPTS_ATTRIBUTE}="${sources.join(' ')}">${LOADER_SOURCE}</script>`;
}

/**
 * The scripts a page starts with, in the order its HTML names them: the chunk scripts of the
 * HTML as Next writes it, or the loader's list once they have been moved.
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptSources(html) {
  const listed = new RegExp(`${PAGE_SCRIPTS_ATTRIBUTE}="([^"]*)"`).exec(html);
  if (listed) return (listed[1] ?? '').split(' ').filter(Boolean);
  return [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] ?? ''))];
}

/**
 * `head` (the document up to `</head>`) with its chunk scripts and script preloads replaced
 * by the loader; `later`, the preloaded scripts the body will name again (React's bootstrap
 * script comes after the content), which removeLaterScripts takes out. Only tags written
 * exactly as Next 16 writes them are moved: a bootstrap tag with more attributes would stay
 * and its script run twice, which the e2e test of the page scripts would show (no
 * `async=""` may remain).
 * @param {string} head
 * @returns {{ head: string; later: Set<string>; moved: boolean }}
 */
export function moveHeadScripts(head) {
  /** @type {string[]} */
  const sources = [];
  /** @type {Set<string>} */
  const preloaded = new Set();
  const without = head
    .replace(SCRIPT_PRELOAD, (_, src) => {
      preloaded.add(src);
      sources.push(src);
      return '';
    })
    .replace(CHUNK_SCRIPT, (_, src) => {
      preloaded.delete(src);
      sources.push(src);
      return '';
    });
  if (sources.length === 0) return { head, later: new Set(), moved: false };
  return { head: without + scriptLoader([...new Set(sources)]), later: preloaded, moved: true };
}

/**
 * `text` without the `<script async>` tags of `sources`; the sources it removed.
 * @param {string} text
 * @param {Set<string>} sources
 * @returns {{ text: string; removed: string[] }}
 */
export function removeLaterScripts(text, sources) {
  /** @type {string[]} */
  const removed = [];
  let out = text;
  for (const src of sources) {
    const tag = chunkTag(src);
    const at = out.indexOf(tag);
    if (at < 0) continue;
    out = out.slice(0, at) + out.slice(at + tag.length);
    removed.push(src);
  }
  return { text: out, removed };
}

/**
 * How a document is changed: its scripts moved (the public pages), and the inliner of its
 * stylesheets (inline-css.mjs; the build's own unless a test names another).
 * @typedef {{ scripts?: boolean; inlineStyles?: (head: string) => string }} DocumentOptions
 */

/**
 * `head` as the site sends it: its stylesheets inline and, for a page whose scripts move, its
 * chunk scripts behind the loader; `later` as moveHeadScripts says.
 * @param {string} head
 * @param {DocumentOptions} options
 * @returns {{ head: string; later: Set<string>; changed: boolean }}
 */
function rewriteHead(head, { scripts = true, inlineStyles = inlineStylesheets }) {
  const inlined = inlineStyles(head);
  if (!scripts) return { head: inlined, later: new Set(), changed: inlined !== head };
  const moved = moveHeadScripts(inlined);
  return { head: moved.head, later: moved.later, changed: moved.moved || inlined !== head };
}

/**
 * A whole HTML document (a Buffer of UTF-8) with its stylesheets inline and, unless
 * `options.scripts` is false (the admin), its scripts moved behind the first paint. Only the
 * head is decoded: the body is cut where its moved scripts were, as bytes.
 * @param {Buffer} html
 * @param {DocumentOptions} [options]
 * @returns {Buffer}
 */
export function moveScriptsPastFirstPaint(html, options = {}) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const { head, later, changed } = rewriteHead(html.subarray(0, end).toString(), options);
  if (!changed) return html;
  const cuts = [...later]
    .map(chunkTag)
    .map((tag) => ({ at: html.indexOf(tag, end), length: Buffer.byteLength(tag) }))
    .filter((cut) => cut.at >= 0)
    .sort((a, b) => a.at - b.at);
  /** @type {Buffer[]} */
  const parts = [Buffer.from(head)];
  let from = end;
  for (const cut of cuts) {
    parts.push(html.subarray(from, cut.at));
    from = cut.at + cut.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * What createScriptMover makes.
 * @typedef {object} ScriptMover
 * @property {(chunk: Buffer) => string} push The text to send now, of the bytes `chunk` adds.
 * @property {() => string} end The text still held, once the document is complete.
 */

/** Past this much HTML without `</head>`, a streamed document goes out as it is. */
const MAX_HEAD_CHARS = 512 * 1024;

/**
 * moveScriptsPastFirstPaint for a document that comes in pieces: `push` each piece, then
 * `end`; each returns the text to send now. Only the head is held (until `</head>`); after
 * it, at most a script tag cut in two, until the body's last moved script has gone by.
 * @param {DocumentOptions} [options]
 * @returns {ScriptMover}
 */
export function createScriptMover(options = {}) {
  const decoder = new StringDecoder('utf8');
  /** @type {'head' | 'body' | 'pass'} */
  let stage = 'head';
  let pending = '';
  /** @type {Set<string>} */
  let later = new Set();

  /**
   * @param {boolean} final
   * @returns {string}
   */
  function body(final) {
    const { text, removed } = removeLaterScripts(pending, later);
    for (const src of removed) later.delete(src);
    pending = '';
    if (final || later.size === 0) {
      stage = 'pass';
      return text;
    }
    const open = text.lastIndexOf('<script');
    const bracket = text.lastIndexOf('<');
    let hold = text.length;
    if (open >= 0 && !text.includes('</script>', open)) hold = open;
    else if (bracket >= 0 && !text.includes('>', bracket)) hold = bracket;
    pending = text.slice(hold);
    return text.slice(0, hold);
  }

  /**
   * @param {string} text
   * @returns {string}
   */
  function take(text) {
    if (stage === 'pass') return text;
    pending += text;
    if (stage === 'body') return body(false);
    const end = pending.indexOf('</head>');
    if (end < 0) {
      // Held until the head ends, unless there is none to wait for.
      if (pending.length <= MAX_HEAD_CHARS && !pending.includes('<body')) return '';
      stage = 'pass';
      const all = pending;
      pending = '';
      return all;
    }
    const moved = rewriteHead(pending.slice(0, end), options);
    later = moved.later;
    pending = pending.slice(end);
    stage = 'body';
    return moved.head + body(false);
  }

  return {
    push: (chunk) => take(decoder.write(chunk)),
    end() {
      const text = take(decoder.end());
      if (stage === 'pass') return text;
      const rest = stage === 'body' ? body(true) : pending;
      stage = 'pass';
      pending = '';
      return text + rest;
    },
  };
}

/**
 * The response stage that inlines a streamed page's stylesheets and moves its scripts as it
 * goes (createScriptMover): HTML whose length is not known before it is sent. Complete pages
 * are changed whole by the stage for complete bodies (complete-bodies.mjs). Before gzip,
 * which would hide the HTML.
 * @type {import('./pipeline.mjs').ResponseStage}
 */
export const streamedScripts = {
  name: 'stylesheets inline and page scripts after the first paint, in streamed pages',
  head(_head, { request, response }) {
    const streamedHtml =
      /^text\/html/i.test(String(response.getHeader('content-type') ?? '')) &&
      response.getHeader('content-length') === undefined &&
      !response.getHeader('content-encoding');
    if (!streamedHtml) return;
    const mover = createScriptMover({ scripts: movesScriptsOf(request.url) });
    return {
      write(chunk, next) {
        const out = mover.push(chunk);
        return out ? next.write(Buffer.from(out)) : true;
      },
      end(last, next) {
        const out = (last ? mover.push(last) : '') + mover.end();
        next.end(out ? Buffer.from(out) : undefined);
      },
    };
  },
};
