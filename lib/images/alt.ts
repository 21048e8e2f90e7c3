/** The words of an alt text, from messages/{locale}.json "Images". */
export interface AltWords {
  presentation: string;
  photo: string;
  fallback: string;
}

export interface AltParts {
  /** The machine's brand or model, when there is one. */
  model?: string | null;
  /** The category name, when there is one. */
  name?: string | null;
  /** 'presentation' for the header photo, 'photo' for a gallery picture. */
  kind: 'presentation' | 'photo';
  /** 0-based position; the text shows it 1-based. */
  index: number;
}

/**
 * Alt text of a machine picture (spec §3): the lower-cased model and category name, then the
 * word for presentation or photo with a 1-based index, e.g. 'jcb 3cx buldoexcavatoare poza 2'.
 * With neither a model nor a name it is the fallback, 'machinery presentation image'.
 */
export function buildAltText(parts: AltParts, words: AltWords): string {
  const named = [parts.model, parts.name]
    .map((part) => part?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '')
    .filter((part) => part !== '');
  if (named.length === 0) return words.fallback;
  return [...named, words[parts.kind], String(parts.index + 1)].join(' ');
}
