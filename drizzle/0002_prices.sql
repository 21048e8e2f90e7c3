ALTER TABLE "products" ADD COLUMN "price_day" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_week" integer;