import { describe, expect, it } from 'vitest';
import { buildAltText } from '@/lib/images/alt';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

describe('buildAltText (spec §3)', () => {
  it('lower-cases model and category, then presentation or photo with a 1-based index', () => {
    expect(
      buildAltText(
        { model: 'JCB  3CX', name: 'Buldoexcavatoare', kind: 'presentation', index: 0 },
        ro.Images,
      ),
    ).toBe('jcb 3cx buldoexcavatoare prezentare 1');
    expect(
      buildAltText(
        { model: 'JCB 3CX', name: 'Buldoexcavatoare', kind: 'photo', index: 2 },
        en.Images,
      ),
    ).toBe('jcb 3cx buldoexcavatoare photo 3');
  });

  it('leaves out a missing part', () => {
    expect(buildAltText({ model: 'Bobcat', name: null, kind: 'photo', index: 0 }, ro.Images)).toBe(
      'bobcat poza 1',
    );
  });

  it('falls back when there is nothing to name', () => {
    expect(buildAltText({ model: ' ', name: undefined, kind: 'photo', index: 4 }, ro.Images)).toBe(
      'imagine prezentare utilaj',
    );
    expect(buildAltText({ kind: 'presentation', index: 0 }, en.Images)).toBe(
      'machinery presentation image',
    );
  });
});
