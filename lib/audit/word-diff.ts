/** A stretch of a text change: words both sides share, or removed, or added. */
export interface WordPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The word diff of two texts (a longest common subsequence of their words), neighbouring
 * words of one kind joined. The log keeps short texts (lib/audit/text-change.ts), so the
 * quadratic table stays small.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = words(before);
  const b = words(after);
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const parts: WordPart[] = [];
  const push = (kind: WordPart['kind'], word: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i++]!);
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // Removed words before the added ones that replace them.
      push('removed', a[i++]!);
    } else {
      push('added', b[j++]!);
    }
  }
  return parts;
}
