import type { ImageView } from './view';

/** A picture in a JSON answer (docs/api.md "A picture in an answer"): never the bytes. */
export interface ImageWire {
  uuid: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export function toImageWire(image: ImageView): ImageWire {
  return {
    uuid: image.uuid,
    url: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
  };
}
