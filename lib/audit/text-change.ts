import { htmlToText } from '@/lib/html/sanitize';
import { AUDIT_TEXT_CONTEXT_WORDS, AUDIT_TEXT_LIMIT } from './actions';

const ELLIPSIS = '…';

/**
 * A rich-text field's change as the log keeps it: the words of both versions (no markup),
 * cut to the stretch that differs with a few words either side, '…' where words were left
 * out. The screen then marks the changed words (lib/audit/word-diff.ts).
 */
export function textChange(beforeHtml: unknown, afterHtml: unknown): { old: string; new: string } {
  const a = htmlToText(typeof beforeHtml === 'string' ? beforeHtml : '')
    .split(' ')
    .filter(Boolean);
  const b = htmlToText(typeof afterHtml === 'string' ? afterHtml : '')
    .split(' ')
    .filter(Boolean);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const from = Math.max(0, start - AUDIT_TEXT_CONTEXT_WORDS);
  const cut = (list: string[]) => {
    const to = Math.min(list.length, list.length - end + AUDIT_TEXT_CONTEXT_WORDS);
    const text = list.slice(from, to).join(' ');
    const limited =
      text.length > AUDIT_TEXT_LIMIT ? `${text.slice(0, AUDIT_TEXT_LIMIT)}${ELLIPSIS}` : text;
    return `${from > 0 ? ELLIPSIS : ''}${limited}${to < list.length && !limited.endsWith(ELLIPSIS) ? ELLIPSIS : ''}`;
  };
  return { old: cut(a), new: cut(b) };
}
