import { describe, expect, it } from 'vitest';
import { contentDisposition } from '@/lib/http/content-disposition';

describe('the download name of a file (RFC 6266)', () => {
  it('carries a diacritic name as ASCII plus its exact UTF-8 spelling', () => {
    const header = contentDisposition('fisa-tehnica-platformă-test-05.pdf');
    expect(header).toBe(
      'attachment; filename="fisa-tehnica-platforma-test-05.pdf"; filename*=UTF-8\'\'fisa-tehnica-platform%C4%83-test-05.pdf',
    );
    // A header value the Fetch API accepts: it threw "Cannot convert argument to a ByteString".
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
  });

  it('keeps a plain name as it is, and never lets a quote end the value', () => {
    expect(contentDisposition('export.zip')).toBe('attachment; filename="export.zip"');
    expect(contentDisposition('a"b.ics', 'inline')).toBe(
      'inline; filename="a_b.ics"; filename*=UTF-8\'\'a%22b.ics',
    );
  });
});
