import type { ImageRow, ImageView } from '@/lib/images/view';
import { toImageView } from '@/lib/images/view';

export interface BannerView {
  uuid: string;
  image: ImageView;
}

/** index is the banner's place in the whole list, 0-based; its alt reads 'banner 1'. */
export function toBannerView(id: string, image: ImageRow, index: number): BannerView {
  return { uuid: id, image: toImageView(image, `banner ${index + 1}`) };
}
