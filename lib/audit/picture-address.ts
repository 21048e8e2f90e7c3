import { IMAGE_PATH } from '@/lib/images/paths';

/**
 * Where the log's kept thumbnails are served (GET /api/audit/picture/{sha256}, admin only):
 * the copy of a deleted picture the 'Jurnal' screen shows when its own address is gone.
 */
export const AUDIT_PICTURE_PATH = '/api/audit/picture/';

/**
 * The width of the log's thumbnails, kept and resized alike: the screen shows them at 48 px,
 * so 128 serves screens up to 2.67 device pixels per CSS pixel (one of next.config.ts's widths).
 */
export const AUDIT_THUMBNAIL_WIDTH = 128;

const STORED = /^([0-9a-f]{64})\.[a-z0-9]{2,4}$/;

/** The kept thumbnail's address of a stored picture ('/api/image/{sha256}.{ext}'), or null. */
export function keptThumbnailAddress(address: string): string | null {
  if (!address.startsWith(IMAGE_PATH)) return null;
  const match = STORED.exec(address.slice(IMAGE_PATH.length));
  return match ? `${AUDIT_PICTURE_PATH}${match[1]}` : null;
}
