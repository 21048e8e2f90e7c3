import { sanitizeRichText } from '@/lib/html/sanitize';

/** A piece of text in one weight. */
export interface Run {
  text: string;
  bold: boolean;
}

/** The rich text of a machine (offer header, details, technical data) as the PDF lays it out. */
export type Block =
  | { kind: 'paragraph'; runs: Run[]; heading: boolean }
  | { kind: 'list'; ordered: boolean; items: Run[][] }
  | { kind: 'table'; rows: { header: boolean; cells: string[] }[] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BOLD = new Set(['strong', 'b', 'th', 'h1', 'h2', 'h3', 'h4']);
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote']);

/**
 * Reads the HTML, sanitised first with the site's allowlist (so only its few simple tags are
 * left, well formed), into paragraphs, lists and tables. Links keep their text; other inline
 * markup keeps only bold.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let runs: Run[] = [];
  let heading = false;
  let bold = 0;
  let list: Extract<Block, { kind: 'list' }> | null = null;
  let listDepth = 0;
  let table: Extract<Block, { kind: 'table' }> | null = null;
  let cell: string | null = null;

  const flush = () => {
    const text = runs.map((run) => run.text).join('');
    if (text.trim() !== '') {
      const trimmed = trimRuns(runs);
      if (list) list.items.push(trimmed);
      else blocks.push({ kind: 'paragraph', runs: trimmed, heading });
    }
    runs = [];
    heading = false;
  };

  for (const [, closing, name, text] of sanitizeRichText(html).matchAll(
    /<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi,
  )) {
    if (text !== undefined) {
      const value = decodeEntities(text).replace(/\s+/g, ' ');
      if (cell !== null) cell += value;
      else if (table === null) runs.push({ text: value, bold: bold > 0 });
      continue;
    }
    const tag = (name ?? '').toLowerCase();
    const open = closing === '';
    if (BOLD.has(tag)) bold += open ? 1 : -1;
    if (tag === 'br' && cell === null) runs.push({ text: '\n', bold: false });
    else if (PARAGRAPHS.has(tag) || tag === 'li') {
      if (cell !== null) continue;
      flush();
      heading = open && tag.startsWith('h');
    } else if (tag === 'ul' || tag === 'ol') {
      // A nested list is read into its parent: the PDF keeps one level.
      flush();
      listDepth += open ? 1 : -1;
      if (open) list ??= { kind: 'list', ordered: tag === 'ol', items: [] };
      else if (list && listDepth <= 0) {
        if (list.items.length > 0) blocks.push(list);
        list = null;
        listDepth = 0;
      }
    } else if (tag === 'table') {
      flush();
      if (open) table = { kind: 'table', rows: [] };
      else if (table) {
        if (table.rows.length > 0) blocks.push(table);
        table = null;
      }
    } else if (tag === 'tr' && open && table) {
      table.rows.push({ header: false, cells: [] });
    } else if ((tag === 'td' || tag === 'th') && table) {
      const row = table.rows.at(-1);
      if (open) cell = '';
      else if (row && cell !== null) {
        row.cells.push(cell.trim());
        if (tag === 'th') row.header = true;
        cell = null;
      }
    }
  }
  flush();
  return blocks;
}

function trimRuns(runs: Run[]): Run[] {
  const copy = runs.map((run) => ({ ...run }));
  const first = copy[0];
  const last = copy.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return copy.filter((run) => run.text !== '');
}
