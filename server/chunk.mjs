/** A chunk given to `response.write` or `end` as bytes, whatever form the caller gave it in. */
export function toBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined);
}
