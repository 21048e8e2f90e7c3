import type { PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  auditThumbnails,
  banners,
  categories,
  configurationEntries,
  contactRequests,
  images,
  mailOutbox,
  productImages,
  products,
  quoteCounters,
  quoteLines,
  quoteRevisions,
  quotes,
  reservationFeed,
  reservations,
  users,
  webVitals,
} from '@/db/schema';

/** The first line of a backup file: what it is, and which migrations its rows follow. */
export const BACKUP_FORMAT = 'inchirieri-utilaje-backup';
export const BACKUP_VERSION = 1;

/**
 * What a backup holds, in the order a restore inserts it (every table after the ones it
 * refers to). Left out: what only lives for minutes or hours and would be wrong in another
 * database (sessions and their refresh tokens, invitations and password-reset links, rate-limit counts, used captcha
 * tokens). `generated` names a column the database numbers itself, which a restore leaves
 * to the new database.
 */
export const BACKUP_TABLES: readonly { name: string; table: PgTable; generated?: string }[] = [
  { name: 'users', table: users },
  { name: 'images', table: images },
  { name: 'categories', table: categories },
  { name: 'products', table: products },
  { name: 'product_images', table: productImages },
  { name: 'banners', table: banners },
  { name: 'configuration_entries', table: configurationEntries },
  { name: 'contact_requests', table: contactRequests },
  { name: 'reservations', table: reservations },
  { name: 'reservation_feed', table: reservationFeed },
  { name: 'quotes', table: quotes },
  { name: 'quote_lines', table: quoteLines },
  { name: 'quote_revisions', table: quoteRevisions },
  { name: 'quote_counters', table: quoteCounters },
  { name: 'mail_outbox', table: mailOutbox },
  { name: 'web_vitals', table: webVitals, generated: 'id' },
  { name: 'audit_log', table: auditLog, generated: 'id' },
  // The log's pictures of deleted ones (issue #41): without them a restored log names them only.
  { name: 'audit_thumbnails', table: auditThumbnails },
];
