CREATE TABLE "reservation_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"status" text DEFAULT 'tentative' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_company" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_product_days_idx" ON "reservations" USING btree ("product_id","start_day","end_day");--> statement-breakpoint
CREATE INDEX "reservations_days_idx" ON "reservations" USING btree ("start_day","end_day");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_range" CHECK ("units" BETWEEN 0 AND 999);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_units_range" CHECK ("units" BETWEEN 1 AND 999);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_days_order" CHECK ("end_day" >= "start_day");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("status" IN ('tentative', 'confirmed', 'out', 'returned', 'cancelled'));
