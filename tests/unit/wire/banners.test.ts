import { describe, expect, it } from 'vitest';
import { toBannerWire } from '@/lib/banners/wire';
import { toImageWire } from '@/lib/images/wire';
import type { ImageView } from '@/lib/images/view';

const image: ImageView = {
  uuid: '11111111-1111-4111-8111-111111111111',
  url: '/api/image/abc.jpg',
  alt: 'imagine prezentare utilaj 1',
  width: 1200,
  height: 400,
};

describe('picture on the wire', () => {
  it('has exactly the fields docs/api.md lists, in that order', () => {
    expect(Object.keys(toImageWire(image))).toEqual(['uuid', 'url', 'alt', 'width', 'height']);
  });

  it('carries each value under its own name', () => {
    expect(toImageWire(image)).toEqual(image);
  });
});

describe('banner on the wire', () => {
  it('is { uuid, image } with the picture in its wire shape', () => {
    const wire = toBannerWire({ uuid: 'b-1', image });
    expect(Object.keys(wire)).toEqual(['uuid', 'image']);
    expect(wire).toEqual({ uuid: 'b-1', image: toImageWire(image) });
  });
});
