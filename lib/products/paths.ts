/** A machine's public page, below the locale prefix (spec §2). */
export function productPath(categorySlug: string | null, slug: string): string {
  return `/categorie/${categorySlug ?? ''}/utilaj/${slug}`;
}

/** The file name of a machine's PDF datasheet, below its page (issue #18). */
export const DATASHEET_FILE = 'fisa-tehnica.pdf';

/** A machine's PDF datasheet, below the locale prefix. */
export function datasheetPath(categorySlug: string | null, slug: string): string {
  return `${productPath(categorySlug, slug)}/${DATASHEET_FILE}`;
}
