import { toImageWire, type ImageWire } from '@/lib/images/wire';
import type { BannerView } from './view';

/** A banner in the API's answers: `{ uuid, image }`. */
export interface BannerWire {
  uuid: string;
  image: ImageWire;
}

export function toBannerWire(banner: BannerView): BannerWire {
  return { uuid: banner.uuid, image: toImageWire(banner.image) };
}
