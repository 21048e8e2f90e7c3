import { toImageWire, type ImageWire } from '@/lib/images/wire';
import type { TrashItem } from './queries';
import type { TrashType } from './retention';

/** An entry of GET /api/trash (docs/api.md, Trash). */
export interface TrashItemWire {
  type: TrashType;
  uuid: string;
  name: string | null;
  category: string | null;
  machines: number | null;
  image: ImageWire | null;
  deleted_at: string;
  purge_at: string;
}

export function toTrashItemWire(item: TrashItem): TrashItemWire {
  return {
    type: item.type,
    uuid: item.uuid,
    name: item.name,
    category: item.category,
    machines: item.machines,
    image: item.image && toImageWire(item.image),
    deleted_at: item.deletedAt,
    purge_at: item.purgeAt,
  };
}
