import type { CategoryView } from './queries';

/** A category in the API's answers (docs/api.md, Categories). */
export interface CategoryWire {
  uuid: string;
  name: string;
  /** null until translated. */
  name_en: string | null;
  slug: string;
}

export function toCategoryWire(category: CategoryView): CategoryWire {
  return {
    uuid: category.uuid,
    name: category.name,
    name_en: category.nameEn,
    slug: category.slug,
  };
}
