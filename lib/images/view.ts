import ro from '@/messages/ro.json';
import { buildAltText, type AltParts } from './alt';
import { IMAGE_PATH } from './paths';

/** A stored picture as lib hands it out: never the bytes, a content-addressed URL instead. */
export interface ImageView {
  uuid: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImageRow {
  id: string;
  sha256: string;
  mimeType: string;
  width: number;
  height: number;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
export const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** '/api/image/{sha256}.{ext}' (IMAGE_PATH). */
export function imageUrl(image: Pick<ImageRow, 'sha256' | 'mimeType'>): string {
  return `${IMAGE_PATH}${image.sha256}.${EXTENSIONS[image.mimeType] ?? 'png'}`;
}

export function toImageView(image: ImageRow, alt: string): ImageView {
  return { uuid: image.id, url: imageUrl(image), alt, width: image.width, height: image.height };
}

/** Alt texts of the API are Romanian, the site's default language. */
export function romanianAlt(parts: AltParts): string {
  return buildAltText(parts, ro.Images);
}
