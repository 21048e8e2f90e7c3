import { asciiSlug } from '@/lib/slug';

/**
 * A `Content-Disposition` for a download named `fileName` (RFC 6266): an ASCII `filename`
 * for old clients, and the exact name as `filename*=UTF-8''…`. A header can carry only
 * Latin-1, so a name with ă or ș written raw made the response throw (issue #41).
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = asciiSlug(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === fileName
    ? `${disposition}; filename="${ascii}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
