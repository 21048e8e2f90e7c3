import 'server-only';

/** A route parameter as the visitor typed it; a malformed escape is left as it is. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
