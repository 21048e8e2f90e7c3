ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "header_offer_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "technical_data_en" text;