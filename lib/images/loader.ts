import type { ImageLoaderProps } from 'next/image';
import { RESIZED_QUALITY, resizedAddress } from '@/runtime/resized-pictures.mjs';

/**
 * next/image's `loader` for the site's pictures: a stored picture at the default quality gets
 * its short address ('/img/{width}/{file}', runtime/resized-pictures.mjs), anything else
 * Next's own image-route address.
 */
export function pictureLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? RESIZED_QUALITY;
  const short = q === RESIZED_QUALITY ? resizedAddress(src, width) : null;
  return short ?? `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}
