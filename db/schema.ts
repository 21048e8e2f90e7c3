import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEVICE_CLASSES,
  QUOTE_LANGUAGES,
  QUOTE_LINE_KINDS,
  QUOTE_LINE_RULES,
  QUOTE_STATUSES,
  RESERVATION_STATUSES,
  VITAL_METRICS,
  VITAL_PAGE_TYPES,
  type AuditChange,
} from './enums';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: the app always sees a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Set when the admin deletes the row: it then sits in the trash ('Cos de gunoi') for 30 days,
 * unseen by every reader, and keeps its unique name, links and pictures until it is restored
 * or purged (lib/trash/).
 */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Carried by every session and token; raised on a password change to end them all. */
  sessionVersion: integer('session_version').notNull().default(1),
  /** The last successful sign-in, for the 'Administratori' list. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One sign-in of an account (issue #33): a browser's session cookie, or an API client's
 * refresh-token family. Every cookie and bearer token names its row, and the guard refuses
 * it once the row is ended (lib/accounts/account-sessions.ts).
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['browser', 'api'] }).notNull(),
    /** The browser and system, from the User-Agent at sign-in (lib/accounts/device-name.ts). */
    device: text('device').notNull().default(''),
    /** The client's address at sign-in, as the rate limits keep it. */
    address: text('address').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('account_sessions_user_idx').on(table.userId)],
);

/**
 * An invitation to become an administrator (issue #33): a single-use link mailed to the
 * address, valid 48 h; the account is created when the invited person accepts it.
 */
export const accountInvites = pgTable('account_invites', {
  id: id(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Who changed what (issue #33): one row per admin write, written in the write's own
 * transaction, and per sign-in, failed sign-in and sign-out. No route edits or deletes a
 * row; rows older than a year are purged (lib/audit/).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account, while it exists; its name is kept in account_name. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    accountName: text('account_name').notNull().default(''),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id'),
    label: text('label').notNull().default(''),
    /** For updates: [{ field, old, new }], long HTML shortened. */
    changes: jsonb('changes').$type<AuditChange[]>(),
    address: text('address').notNull().default(''),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_account_idx').on(table.accountId, table.at),
    index('audit_log_object_idx').on(table.objectType, table.at),
  ],
);

/**
 * A small copy of each picture the site deleted (issue #41), so the log still shows a
 * replaced picture once nothing uses it: 128 px wide WebP, a few kB, keyed by the picture's
 * sha256 (its content address), written in the deleting transaction (lib/images/cleanup.ts)
 * and purged with the log's entries of its day (lib/audit/purge.ts).
 */
export const auditThumbnails = pgTable('audit_thumbnails', {
  sha256: text('sha256').primaryKey(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** When the picture was deleted (the last time, if its bytes were uploaded and deleted again). */
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the token was rotated; a second use of a rotated token revokes the family. */
    replacedBy: uuid('replaced_by'),
    /** The API session (sign-in) the token family belongs to. */
    sessionId: uuid('session_id').references(() => accountSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const images = pgTable('images', {
  id: id(),
  /** Content address: the same picture uploaded twice is stored once. */
  sha256: text('sha256').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  /** The English name shown on /en pages; null until translated (the Romanian name is shown). */
  nameEn: text('name_en'),
  slug: text('slug').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    model: text('model').notNull().unique(),
    slug: text('slug').notNull().unique(),
    /** Nullable: a machine whose category is deleted stays, shown under 'Necunoscut'. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    headerOffer: text('header_offer').notNull(),
    details: text('details').notNull(),
    technicalData: text('technical_data').notNull(),
    /** English versions for /en pages; null until translated (the Romanian text is shown). */
    headerOfferEn: text('header_offer_en'),
    detailsEn: text('details_en'),
    technicalDataEn: text('technical_data_en'),
    /** Rental prices in whole lei without VAT (issue #18); null shows 'Preț la cerere'. */
    priceDay: integer('price_day'),
    priceWeek: integer('price_week'),
    /** How many identical units the company owns (issue #35): what reservations may hold. */
    units: integer('units').notNull().default(1),
    headerImageId: uuid('header_image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('products_category_idx').on(table.categoryId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const banners = pgTable('banners', {
  id: id(),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'restrict' }),
  position: integer('position').notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const configurationEntries = pgTable('configuration_entries', {
  id: id(),
  key: text('key').notNull().unique(),
  value: text('value').notNull().default(''),
  updatedAt: updatedAt(),
});

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    company: text('company').notNull().default(''),
    categories: text('categories').notNull().default(''),
    message: text('message').notNull().default(''),
    periodFrom: text('period_from'),
    periodTo: text('period_to'),
    consent: boolean('consent').notNull(),
    locale: text('locale').notNull().default('ro'),
    /** The machine whose offer button opened the form, when it still exists (the dashboard counts them). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_requests_created_idx').on(table.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind', { enum: ['contact', 'password-reset', 'invitation', 'quote'] }).notNull(),
    toAddresses: text('to_addresses').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    contactRequestId: uuid('contact_request_id').references(() => contactRequests.id, {
      onDelete: 'set null',
    }),
    /**
     * An offer's mail (issue #44) carries its PDF, drawn at delivery from this offer's
     * revision (lib/mail/attachments.ts): the sending's transaction stays short, and the
     * outbox keeps no copy of the bytes.
     */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    quoteRevision: integer('quote_revision'),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Facts about this database itself, such as the identity that keys the page cache. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Fixed-window counters shared by every app instance (login, reset, contact). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** reCAPTCHA tokens already accepted once; a second use is refused. */
export const usedCaptchaTokens = pgTable('used_captcha_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Core Web Vitals of real visits (POST /api/vitals), one row per measure, kept 90 days. No
 * address, no cookie, no time finer than the day: nothing here names a visitor. client_key
 * tells one sender's rows from another's within an hour (so one client counts once in the
 * percentiles) and nothing more: a keyed hash of its address and the hour, which changes
 * every hour and cannot be turned back into the address (lib/vitals/client-key.ts). Null
 * on rows stored before it existed.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    pageType: text('page_type', { enum: VITAL_PAGE_TYPES }).notNull(),
    metric: text('metric', { enum: VITAL_METRICS }).notNull(),
    device: text('device', { enum: DEVICE_CLASSES }).notNull(),
    value: doublePrecision('value').notNull(),
    clientKey: text('client_key'),
  },
  (table) => [index('web_vitals_day_idx').on(table.day)],
);

export type User = typeof users.$inferSelect;
export type Image = typeof images.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type ConfigurationEntry = typeof configurationEntries.$inferSelect;
export type ContactRequest = typeof contactRequests.$inferSelect;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;

/**
 * A machine promised to a customer for whole days, first to last inclusive, as dates in
 * Romania's time zone. For every day, the units of its confirmed and out reservations never
 * exceed the machine's `units` (checked in the writing transaction, lib/reservations/).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(1),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('tentative'),
    customerName: text('customer_name').notNull(),
    customerCompany: text('customer_company').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The offer request it came from, while that request exists. */
    requestId: uuid('request_id').references(() => contactRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('reservations_product_days_idx').on(table.productId, table.startDay, table.endDay),
    index('reservations_days_idx').on(table.startDay, table.endDay),
  ],
);

/** The one secret of the read-only iCalendar feed of reservations (renewable by the admin). */
export const reservationFeed = pgTable('reservation_feed', {
  id: integer('id').primaryKey().default(1),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Money in bani (1 leu = 100 bani): an exact integer, read as a JavaScript number (< 2^53). */
const bani = (name: string) => bigint(name, { mode: 'number' });

/**
 * An offer ('Oferta', issue #44) in its current revision: the customer, the terms and the
 * totals computed on the server when it was last saved (lib/quotes/). `number` is given when it
 * is first sent and kept by every revision; `token_hash` is the sha256 of the customer's link,
 * a new one at every sending, cleared when the offer is withdrawn.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /** The offer request of the inbox it was made from, while that request exists. */
    requestId: uuid('request_id').references(() => contactRequests.id, { onDelete: 'set null' }),
    language: text('language', { enum: QUOTE_LANGUAGES }).notNull().default('ro'),
    customerName: text('customer_name').notNull(),
    customerCompany: text('customer_company').notNull().default(''),
    customerCui: text('customer_cui').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    /** Hundredths of a percent: 1050 is 10,50 %. */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    /** The VAT rate the totals were computed with (2100 = 21 %), kept as it was then. */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    notes: text('notes').notNull().default(''),
    /** The last day it may be accepted (Romania's calendar); null in a draft: set when sent. */
    validUntil: date('valid_until', { mode: 'string' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    number: text('number').unique(),
    revision: integer('revision').notNull().default(1),
    subtotal: bani('subtotal').notNull().default(0),
    discount: bani('discount').notNull().default(0),
    vat: bani('vat').notNull().default(0),
    total: bani('total').notNull().default(0),
    tokenHash: text('token_hash').unique(),
    /** When the current revision was sent. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the customer accepted or declined it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('quotes_status_idx').on(table.status, table.createdAt),
    index('quotes_request_idx').on(table.requestId),
  ],
);

/**
 * The lines of an offer's current revision, in order, each with the amount the server
 * computed (lib/pricing/rental-price.ts). A machine line keeps the model it had when saved
 * (`label`), so it still reads right once the machine is gone; once the offer is accepted it
 * names the tentative reservation it booked.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    units: integer('units'),
    startDay: date('start_day', { mode: 'string' }),
    endDay: date('end_day', { mode: 'string' }),
    days: integer('days'),
    /** A free line's quantity in hundredths (250 = 2,5); null on a machine line. */
    quantity: integer('quantity'),
    /** Bani: a free line's unit price, or a machine line's typed day price of one unit. */
    unitPrice: bani('unit_price'),
    rule: text('rule', { enum: QUOTE_LINE_RULES }),
    amount: bani('amount').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('quote_lines_quote_idx').on(table.quoteId, table.position)],
);

/**
 * The revisions an offer has left behind. Changing a sent offer freezes what the customer was
 * sent (the offer and its lines, as lib/quotes/ reads them) into one JSON row here, and the
 * offer's own row and lines become the next revision. A whole frozen copy rather than a
 * revision column on every row: an old revision is only ever read whole (the admin's
 * history, its PDF), never queried, and the live tables stay one revision each.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.revision] })],
);

/**
 * The last number given in each series and year ('OF', 2026 → 17: the next is OF-2026-0018).
 * Incremented in the sending transaction (INSERT … ON CONFLICT DO UPDATE … RETURNING), whose
 * row lock makes concurrent sendings queue: numbers are gapless and never given twice.
 */
export const quoteCounters = pgTable(
  'quote_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;
