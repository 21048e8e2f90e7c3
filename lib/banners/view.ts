import type { ImageRow, ImageView } from '@/lib/images/view';
import { romanianAlt, toImageView } from '@/lib/images/view';

export interface BannerView {
  uuid: string;
  image: ImageView;
}

/**
 * index is the banner's place in the whole list, 0-based. Its alt follows the §3 rule: a
 * banner names no machine, so it is the rule's fallback ('imagine prezentare utilaj').
 */
export function toBannerView(id: string, image: ImageRow, index: number): BannerView {
  return { uuid: id, image: toImageView(image, romanianAlt({ kind: 'presentation', index })) };
}
