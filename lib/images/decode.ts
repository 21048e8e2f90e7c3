import sharp, { type Sharp } from 'sharp';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@/lib/validation/limits';
import { decodeBmp, PictureTooLargeError } from './bmp';
import type { EncodedImage } from './store';

/** Where a picture came from: its error code and field, and how large it may be. */
export interface PictureSlot {
  /** INVALID_HEADER_PHOTO, INVALID_GALLERY_IMAGE or INVALID_IMAGE. */
  invalid: ErrorCode;
  /** The field named in errors, e.g. 'header_photo' or 'gallery.2'. */
  param: string;
  /** Decoded bytes must stay below this. */
  maxBytes: number;
}

type PictureType = 'jpeg' | 'png' | 'bmp';

/** The type, judged from the first bytes; the declared mime_type is never trusted. */
export function sniffPictureType(bytes: Buffer): PictureType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Raw base64 as the spec sends it, or a whole data URL (its prefix is dropped). */
export function decodeBase64(value: string): Buffer | undefined {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  if (value.startsWith('data:') && (comma < 0 || !value.slice(0, comma).endsWith(';base64')))
    return undefined;
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (payload === '' || payload.length % 4 === 1 || !BASE64.test(payload)) return undefined;
  return Buffer.from(payload, 'base64');
}

/**
 * Turns a sent picture into what is stored: decoded, checked by content and size, turned
 * upright by its EXIF orientation, scaled down to MAX_IMAGE_SIDE and re-encoded without any
 * metadata (GPS, camera, comments). JPEG stays JPEG, PNG stays PNG, BMP becomes PNG.
 */
export async function preparePicture(base64: string, slot: PictureSlot): Promise<EncodedImage> {
  const bytes = decodeBase64(base64);
  if (!bytes) throw new ApiError(slot.invalid, slot.param);
  return preparePictureBytes(bytes, slot);
}

/**
 * preparePicture for bytes that came as a file (the import's zip). With `keepIfClean`, a JPEG
 * or PNG that is already what the site stores (upright, sRGB or grey, no side over
 * MAX_IMAGE_SIDE, no metadata at all) is kept byte for byte once it decodes whole: an
 * export imports back with the same bytes, and no picture loses a second JPEG generation.
 * A photo from a camera carries EXIF, so it is still re-encoded without it. `bulk` trades a
 * little size for speed (BULK_JPEG), for imports of many pictures.
 */
export async function preparePictureBytes(
  bytes: Buffer,
  slot: PictureSlot,
  { keepIfClean = false, bulk = false } = {},
): Promise<EncodedImage> {
  if (bytes.length >= slot.maxBytes) throw new ApiError('IMAGE_TOO_LARGE', slot.param);
  const type = sniffPictureType(bytes);
  if (!type) throw new ApiError(slot.invalid, slot.param);
  try {
    if (keepIfClean && type !== 'bmp') {
      const kept = await keptAsIs(bytes, type);
      if (kept) return kept;
    }
    const input =
      type === 'bmp'
        ? fromBmp(bytes)
        : sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const pipeline = input.rotate().resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const output = type === 'jpeg' ? pipeline.jpeg(bulk ? BULK_JPEG : FORM_JPEG) : pipeline.png();
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mimeType: type === 'jpeg' ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof PictureTooLargeError || /pixel limit/i.test(String(error)))
      throw new ApiError('IMAGE_TOO_LARGE', slot.param);
    throw new ApiError(slot.invalid, slot.param);
  }
}

/** One picture from the admin form: mozjpeg's smallest file at quality 85. */
const FORM_JPEG = { quality: 85, mozjpeg: true } as const;
/**
 * Hundreds of pictures in one import: mozjpeg without trellis quantisation and scan
 * optimisation, about 8 times faster for files about a fifth larger (a 1.6-megapixel photo:
 * 37 ms and 379 kB against 300 ms and 311 kB), so 200 camera photos are re-encoded in seconds,
 * not minutes. Visitors never get these bytes as they are: pages show resized copies.
 */
const BULK_JPEG = {
  quality: 85,
  mozjpeg: true,
  trellisQuantisation: false,
  overshootDeringing: false,
  optimiseScans: false,
} as const;

async function keptAsIs(bytes: Buffer, type: 'jpeg' | 'png'): Promise<EncodedImage | undefined> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  const { width = 0, height = 0 } = meta;
  const clean =
    !meta.exif &&
    !meta.icc &&
    !meta.xmp &&
    !meta.iptc &&
    (meta.comments ?? []).length === 0 &&
    (meta.orientation ?? 1) === 1 &&
    (meta.space === 'srgb' || meta.space === 'b-w') &&
    width > 0 &&
    height > 0 &&
    width <= MAX_IMAGE_SIDE &&
    height <= MAX_IMAGE_SIDE;
  if (!clean) return undefined;
  // Every pixel decodes: a truncated or damaged file is refused, never kept.
  await image.stats();
  return { bytes, mimeType: type === 'jpeg' ? 'image/jpeg' : 'image/png', width, height };
}

function fromBmp(bytes: Buffer): Sharp {
  const { pixels, width, height, channels } = decodeBmp(bytes);
  return sharp(pixels, { raw: { width, height, channels }, limitInputPixels: MAX_IMAGE_PIXELS });
}
