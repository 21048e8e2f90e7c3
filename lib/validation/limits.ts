/** The limits of spec §9, shared by the admin upload checks and the API. */
export const IMAGE_COUNT_LIMIT = 5;
export const IMAGE_SIZE_LIMIT_MB = 5;
export const BANNER_SIZE_LIMIT_MB = 10;

const MB = 1024 * 1024;
export const IMAGE_SIZE_LIMIT_BYTES = IMAGE_SIZE_LIMIT_MB * MB;
export const BANNER_SIZE_LIMIT_BYTES = BANNER_SIZE_LIMIT_MB * MB;

/** Decoded pixels a picture may have: enough for a 48-megapixel photo, no decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Longest side kept after re-encoding; larger pictures are scaled down. */
export const MAX_IMAGE_SIDE = 2400;

/** What a product's HTML fields may take together in its body, so any one of them at most. */
export const MAX_RICH_TEXT_BYTES = 2 * MB;

/**
 * Largest JSON body the API reads: a product with a header photo and five gallery pictures
 * of 5 MB each in base64 (4/3 of the bytes), plus the HTML fields. Anything larger is 413.
 */
export const MAX_JSON_BODY_BYTES =
  Math.ceil((6 * IMAGE_SIZE_LIMIT_BYTES * 4) / 3) + MAX_RICH_TEXT_BYTES;
/** Banner uploads: five pictures of 10 MB each in base64. */
export const MAX_BANNER_BODY_BYTES =
  Math.ceil((IMAGE_COUNT_LIMIT * BANNER_SIZE_LIMIT_BYTES * 4) / 3) + MB;
/** Every other body (login, configuration, contact…). */
export const MAX_SMALL_BODY_BYTES = 64 * 1024;

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body of the API
 * (a banner upload: { banner: [{ … }] }) has 3 levels; a body past this limit is refused as
 * INVALID_JSON before it is parsed, so a few kilobytes of brackets cannot overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;
