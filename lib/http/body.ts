import type { z } from 'zod';
import { ApiError, isErrorCode, type ErrorEntry } from '@/lib/errors';
import { MAX_JSON_DEPTH } from '@/lib/validation/limits';
import { JsonNestingGuard } from './json-nesting';

/**
 * Reads a JSON body of at most maxBytes. A larger body is cut off with 413, whatever its
 * Content-Length claims; anything that is not JSON is 400 INVALID_JSON, and so is a body
 * nested deeper than MAX_JSON_DEPTH, refused as its bytes arrive, before it is parsed.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE');
  const chunks: Uint8Array[] = [];
  let total = 0;
  const nesting = new JsonNestingGuard(MAX_JSON_DEPTH);
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    // Only the bytes within the limit are looked at: past it, the answer is 413 anyway.
    if (!nesting.accept(value.subarray(0, maxBytes - total))) {
      await reader.cancel();
      throw new ApiError('INVALID_JSON');
    }
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  return storableText(parsed);
}

const NUL = /\u0000/g;

/**
 * The value with every string made storable, however deep (keys too): NUL characters
 * removed and lone UTF-16 surrogates replaced by U+FFFD. PostgreSQL refuses both in text,
 * and no field of the site has a use for either: a stray NUL in a visitor's message must
 * not cost them the message.
 */
export function storableText<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map(storableText) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [clean(key), storableText(item)]),
    ) as T;
  }
  return value;
}

function clean(text: string): string {
  return text.replace(NUL, '').toWellFormed();
}

/** Validates with a shared zod schema; each failed rule becomes its own error code. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: ErrorEntry[] = result.error.issues.map((issue) => ({
    msg: isErrorCode(issue.message) ? issue.message : 'INVALID_REQUEST',
    param: issue.path.join('.') || undefined,
  }));
  throw ApiError.many(firstPerField(errors));
}

/** One code per field: the first rule it breaks ('' is REQUIRED, not also INVALID). */
function firstPerField(errors: ErrorEntry[]): ErrorEntry[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const field = error.param ?? '';
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}
