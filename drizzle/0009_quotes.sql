-- Offers (#44): an offer in its current revision, its priced lines, the frozen copies of the
-- revisions it has left behind, and the gapless counter of its numbers per series and year.
CREATE TABLE "quote_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "quote_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"label" text NOT NULL,
	"units" integer,
	"start_day" date,
	"end_day" date,
	"days" integer,
	"quantity" integer,
	"unit_price" bigint,
	"rule" text,
	"amount" bigint NOT NULL,
	"reservation_id" uuid
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"quote_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_id_revision_pk" PRIMARY KEY("quote_id","revision")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"language" text DEFAULT 'ro' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_company" text DEFAULT '' NOT NULL,
	"customer_cui" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_request_idx" ON "quotes" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_known" CHECK ("status" IN ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_language_known" CHECK ("language" IN ('ro', 'en'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_discount_range" CHECK ("discount_basis_points" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_revision_positive" CHECK ("revision" >= 1);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_has_number" CHECK ("status" = 'draft' OR "status" = 'withdrawn' OR "number" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_kind_known" CHECK ("kind" IN ('machine', 'free'));--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_rule_known" CHECK ("rule" IS NULL OR "rule" IN ('day', 'week', 'manual'));--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_amount_positive" CHECK ("amount" >= 0);--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_machine_shape" CHECK ("kind" <> 'machine' OR ("units" BETWEEN 1 AND 999 AND "start_day" IS NOT NULL AND "end_day" >= "start_day" AND "days" >= 1 AND "rule" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_free_shape" CHECK ("kind" <> 'free' OR ("quantity" > 0 AND "unit_price" >= 0));--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_last_positive" CHECK ("last" >= 1);
