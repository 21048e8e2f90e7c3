import sanitizeHtml, { type IOptions } from 'sanitize-html';

/** Elements dropped together with everything inside them (not just their tags). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'option',
  'title',
  'svg',
  'math',
];

const SPAN = /^[1-9]\d{0,2}$/;

function keepSpans(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim();
    if (value && SPAN.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/**
 * What the admin's rich-text editor makes, and nothing else: no scripts, no event handlers,
 * no styles, no javascript: links. A link keeps its href; one opening a new tab gets
 * rel="noopener noreferrer" so the opened page cannot reach back to ours.
 */
const RICH_TEXT: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.href) kept.href = attribs.href;
      if (attribs.target === '_blank') kept.target = '_blank';
      kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
    td: keepSpans,
    th: keepSpans,
    // One tag for each: the editor (Lexical) writes bold as <b><strong> and italic as <i><em>.
    b: 'strong',
    i: 'em',
  },
};

/**
 * A <strong> directly inside a <strong> (or <em> in <em>), holding no other of its kind, is
 * unwrapped: the editor's <b><strong>x</strong></b> is stored as <strong>x</strong> once.
 */
const DOUBLED = /<(strong|em)><\1>((?:(?!<\/?\1>)[\s\S])*)<\/\1><\/\1>/g;

function undouble(html: string): string {
  let previous;
  let current = html;
  do {
    previous = current;
    current = current.replace(DOUBLED, '<$1>$2</$1>');
  } while (current !== previous);
  return current;
}

/** Sanitises a rich-text field (header_offer, details, technical_data) before it is stored. */
export function sanitizeRichText(html: string): string {
  return undouble(sanitizeHtml(html, RICH_TEXT)).trim();
}

const BLOCK_END = /<\/(p|h[1-6]|li|tr|td|th|blockquote|div|table|ul|ol)\s*>|<br\s*\/?>/gi;

/** The text of an HTML fragment, for descriptions and for the "is it empty?" check. */
export function htmlToText(html: string): string {
  // Block ends become spaces first, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  });
  return decodeEscapes(text).replace(/\s+/g, ' ').trim();
}

/** sanitize-html escapes &, <, > and " in text; the plain text wants them back. */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Whether a sanitised rich-text field says anything at all ('<p> </p>' does not). */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html) === '';
}
