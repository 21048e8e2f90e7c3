/** How long a deleted machine, category or banner stays in the trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** What the trash holds; also the `type` of POST /api/trash/restore. */
export const TRASH_TYPES = ['product', 'category', 'banner'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];
