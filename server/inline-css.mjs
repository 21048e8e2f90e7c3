// @ts-check
// A page's stylesheets, inline in its HTML, once.
//
// A stylesheet in the head holds the first paint until it has arrived; so each page carries
// its CSS (~17 kB, ~4 kB gzipped) in a <style>, and paints as soon as its HTML is in
// (docs/performance.md, "Against the hello-world baseline": FCP 280-2,200 ms → 90-240 ms).
// Next's own `experimental.inlineCss` did that, but also put the same text into the page's
// RSC payload, once or twice more (vercel/next.js#95141, #98079, #98110): a fifth of a
// category page's bytes (issue #34). So Next writes its usual `<link rel="stylesheet">` tags
// (next.config.ts), and the custom server's response stages put each file's text in their
// place as they send the head (late-scripts.mjs, complete-bodies.mjs).
//
// React, hydrating, looks for each stylesheet of the payload as a `<link rel="stylesheet">`
// with its href, and fetches the file when it finds none. So the link stays, `disabled`: the
// browser neither fetches nor applies it, and React takes the stylesheet as loaded.
import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet link exactly as Next 16 writes it in a head (React's hoisted resource). */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/(static\/[\w./-]+\.css))" data-precedence="([\w-]+)"\/>/g;

/**
 * Names what the inlining does to a page: a page's validator is made of the page as Next
 * wrote it and this (complete-bodies.mjs), so a server that inlines differently never
 * answers 304 for what an earlier one sent.
 */
export const INLINE_CSS_VERSION = `${STYLESHEET_LINK.source}|disabled`;

/**
 * The inliner of the build in `buildDir` (Next's `.next`): each stylesheet's text is read
 * once, as chunk names change with their content. A file that cannot be inlined (missing,
 * outside the build's static folder, or holding `</style`) leaves its link as it is.
 * @param {string} buildDir
 * @returns {(head: string) => string} `head` (the document up to `</head>`) with each
 *   stylesheet link's text inline before it, and the link disabled.
 */
export function stylesheetInliner(buildDir) {
  const root = path.resolve(buildDir);
  const staticDir = path.join(root, 'static') + path.sep;
  /** @type {Map<string, string | null>} */
  const texts = new Map();
  /**
   * @param {string} file Its path under the build, as `static/chunks/….css`.
   * @returns {string | null}
   */
  function textOf(file) {
    if (texts.has(file)) return texts.get(file) ?? null;
    const full = path.join(root, file);
    /** @type {string | null} */
    let text = null;
    if (full.startsWith(staticDir)) {
      try {
        text = fs.readFileSync(full, 'utf8').trimEnd();
      } catch {
        text = null;
      }
    }
    if (text !== null && /<\/style/i.test(text)) text = null;
    texts.set(file, text);
    return text;
  }
  return (head) =>
    head.replace(STYLESHEET_LINK, (tag, href, file, precedence) => {
      const text = textOf(file);
      if (text === null) return tag;
      return (
        `<style data-precedence="${precedence}" data-href="${href}">${text}</style>` +
        `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
      );
    });
}

const ofTheBuild = stylesheetInliner('.next');

/**
 * The inliner of the build this server runs. Not under `next dev` (`server.mjs --dev`),
 * whose stylesheets change under the same names and are not where a build keeps them.
 * @param {string} head
 * @returns {string}
 */
export function inlineStylesheets(head) {
  return process.env.NODE_ENV === 'development' ? head : ofTheBuild(head);
}
