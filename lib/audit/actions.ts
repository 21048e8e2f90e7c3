/**
 * What the audit log records (issue #33): the actions and the kinds of object, in the order
 * the 'Jurnal' filters list them. Shared by the API's query check and the screen. Besides
 * every write, the downloads that take data out of the site are recorded ('export': the
 * catalogue, a backup, the offer requests with their customers' details, the log itself).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'import',
  'configuration',
  'banner',
  'password',
  'account',
  'session',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'export',
  // Offers (issue #44): sent and withdrawn by the company, accepted or declined by the customer.
  'send',
  'withdraw',
  'accept',
  'decline',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TYPES = [
  'product',
  'category',
  'banner',
  'configuration',
  'request',
  'reservation',
  'quote',
  'feed',
  'catalogue',
  'account',
  'session',
  'backup',
  'audit',
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

/** Entries are kept this long, then purged (lib/audit/purge.ts). */
export const AUDIT_RETENTION_DAYS = 365;

/** A changed text longer than this is kept shortened, with an ellipsis. */
export const AUDIT_TEXT_LIMIT = 200;

/** Fields holding rich text (HTML): the log keeps their words, and the screen marks the changed ones. */
export const AUDIT_TEXT_FIELDS: readonly string[] = [
  'header_offer',
  'details',
  'technical_data',
  'header_offer_en',
  'details_en',
  'technical_data_en',
];

/** Fields holding pictures: the log keeps their addresses, and the screen shows them. */
export const AUDIT_PICTURE_FIELDS: readonly string[] = ['header_photo', 'gallery'];

/** Words of unchanged text kept either side of a changed stretch of a text field. */
export const AUDIT_TEXT_CONTEXT_WORDS = 6;
