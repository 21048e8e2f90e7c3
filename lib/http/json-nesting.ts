const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows how deep the arrays and objects of a JSON text go, as its bytes arrive, without
 * parsing it: brackets are counted outside strings only. Working on UTF-8 bytes is safe, as
 * no byte of a multi-byte character is below 0x80. Inside a string it jumps from quote to
 * backslash with indexOf, so a 40 MB picture in base64 costs milliseconds. It does not
 * check the JSON, only bounds its depth; JSON.parse judges the rest.
 */
export class JsonNestingGuard {
  #depth = 0;
  #inString = false;
  #escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** Reads the next bytes; false as soon as the nesting goes deeper than maxDepth. */
  accept(bytes: Uint8Array): boolean {
    const end = bytes.length;
    let nextQuote = -1;
    let nextBackslash = -1;
    let i = 0;
    while (i < end) {
      if (this.#inString) {
        if (this.#escaped) {
          this.#escaped = false;
          i++;
          continue;
        }
        if (nextQuote < i) nextQuote = indexOrEnd(bytes, QUOTE, i);
        if (nextBackslash < i) nextBackslash = indexOrEnd(bytes, BACKSLASH, i);
        if (nextBackslash < nextQuote) this.#escaped = true;
        else if (nextQuote < end) this.#inString = false;
        i = Math.min(nextQuote, nextBackslash) + 1;
        continue;
      }
      const byte = bytes[i++]!;
      if (byte === QUOTE) this.#inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++this.#depth > this.maxDepth) return false;
      } else if ((byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) && this.#depth > 0) this.#depth--;
    }
    return true;
  }
}

function indexOrEnd(bytes: Uint8Array, byte: number, from: number): number {
  const index = bytes.indexOf(byte, from);
  return index === -1 ? bytes.length : index;
}
