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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEVICE_CLASSES,
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
    kind: text('kind', { enum: ['contact', 'password-reset', 'invitation'] }).notNull(),
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
