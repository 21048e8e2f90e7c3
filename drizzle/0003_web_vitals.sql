CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
