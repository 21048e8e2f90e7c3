import { decode } from 'bmp-ts';
import { MAX_IMAGE_PIXELS } from '@/lib/validation/limits';

export interface RawPicture {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export class PictureTooLargeError extends Error {}

/**
 * Decodes a BMP (sharp/libvips cannot read them) into raw pixels for sharp. The size is read
 * from the header and bounded before bmp-ts allocates anything, so a forged 60000×60000
 * header cannot ask for gigabytes. Anything bmp-ts cannot parse throws.
 */
export function decodeBmp(bytes: Buffer): RawPicture {
  if (bytes.length < 26) throw new Error('BMP header is truncated');
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  if (width <= 0 || height <= 0) throw new Error('BMP has no pixels');
  if (width * height > MAX_IMAGE_PIXELS) throw new PictureTooLargeError();

  // bmp-ts gives ABGR by default; its RGBA mode has a bug in 1-bit pictures, so reorder here.
  const bitmap = decode(bytes);
  const abgr = bitmap.data;
  if (abgr.length < width * height * 4) throw new Error('BMP pixel data is truncated');
  // Most BMPs have no alpha (bmp-ts leaves 0 there): treat all-zero alpha as opaque.
  let hasAlpha = false;
  for (let i = 0; i < abgr.length && !hasAlpha; i += 4) hasAlpha = abgr[i] !== 0;
  const channels = hasAlpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let p = 0, o = 0; p < width * height; p++, o += channels) {
    pixels[o] = abgr[p * 4 + 3]!;
    pixels[o + 1] = abgr[p * 4 + 2]!;
    pixels[o + 2] = abgr[p * 4 + 1]!;
    if (hasAlpha) pixels[o + 3] = abgr[p * 4]!;
  }
  return { pixels, width, height, channels };
}
