import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pictureLoader } from '@/lib/images/loader';
import { nextImageTarget, resizedAddress } from '@/runtime/resized-pictures.mjs';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the short addresses of resized pictures', () => {
  it('write the digest in base64url, and lead back to the same picture in Next’s image route', () => {
    for (const text of ['a', 'b', 'excavator', '']) {
      const hex = sha(text);
      const short = resizedAddress(`/api/image/${hex}.jpg`, 640);
      expect(short).toBe(`/img/640/${Buffer.from(hex, 'hex').toString('base64url')}.jpg`);
      expect(nextImageTarget(short!)).toBe(
        `/_next/image?url=${encodeURIComponent(`/api/image/${hex}.jpg`)}&w=640&q=75`,
      );
    }
  });

  it('are only for stored pictures; anything else is no short address', () => {
    expect(resizedAddress('/logo.svg', 375)).toBeNull();
    expect(resizedAddress(`/api/image/${sha('x').slice(1)}.jpg`, 375)).toBeNull();
    expect(resizedAddress(`/api/image/${sha('x')}.jpg`, 0)).toBeNull();
    const good = resizedAddress(`/api/image/${sha('x')}.png`, 375)!;
    for (const target of [
      '/img/375/x.jpg',
      `${good}?w=9`,
      good.replace('/375/', '/abc/'),
      // The two bits past the 256th set: no address this wrote.
      good.replace(/.\.png$/, 'B.png'),
      `/img/375/${'%'.repeat(43)}.png`,
    ]) {
      expect(nextImageTarget(target), target).toBeNull();
    }
  });

  it('are what next/image is given for stored pictures at the default quality', () => {
    const src = `/api/image/${sha('y')}.jpg`;
    expect(pictureLoader({ src, width: 828 })).toBe(resizedAddress(src, 828));
    expect(pictureLoader({ src, width: 828, quality: 90 })).toBe(
      `/_next/image?url=${encodeURIComponent(src)}&w=828&q=90`,
    );
    expect(pictureLoader({ src: '/logo.png', width: 64 })).toBe(
      '/_next/image?url=%2Flogo.png&w=64&q=75',
    );
  });
});
