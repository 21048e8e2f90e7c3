import type { z } from 'zod';
import { ApiError, isErrorCode, type ErrorEntry } from '@/lib/errors';
import { MAX_JSON_DEPTH } from '@/lib/validation/limits';
import { JsonNestingGuard } from './json-nesting';

/**
 * Reads a JSON body of at most maxBytes (readBodyBytes). Anything that is not JSON is 400
 * INVALID_JSON, and so is a body nested deeper than MAX_JSON_DEPTH, refused as its bytes
 * arrive, before it is parsed.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const nesting = new JsonNestingGuard(MAX_JSON_DEPTH);
  const bytes = await readBodyBytes(request, maxBytes, (chunk) => {
    if (!nesting.accept(chunk)) throw new ApiError('INVALID_JSON');
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  return storableText(parsed);
}

/**
 * The body's bytes, at most maxBytes: a larger body is cut off with 413, whatever its
 * Content-Length claims. inspect sees each chunk (only its bytes within the limit: past it
 * the answer is 413 anyway) and may refuse the body by throwing.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  inspect: (chunk: Uint8Array) => void = () => {},
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE');
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    try {
      inspect(value.subarray(0, maxBytes - total));
      total += value.byteLength;
      if (total > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE');
    } catch (error) {
      // Not awaited: the cancel of one branch of a tee (a request.clone()) settles only
      // once the other branch is cancelled too.
      reader.cancel().catch(() => {});
      throw error;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
    // A field may name itself otherwise than its key (lib/http/params.ts's uuidParam).
    param:
      (issue as { params?: { param?: string } }).params?.param ??
      (issue.path.join('.') || undefined),
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
