/** Every cache tag of the public site: reads are tagged with these, writes revalidate them. */
export const CACHE_TAGS = {
  categories: 'categories',
  products: 'products',
  banners: 'banners',
  configuration: 'configuration',
  /** Which days each machine is booked (issue #35): reservation writes, and midnight. */
  availability: 'availability',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
