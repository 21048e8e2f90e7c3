-- Trash (#32): a deleted machine, category or banner keeps its row, with the time it was
-- deleted, for 30 days; every reader leaves such rows out (lib/trash/). Null: not deleted.
ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;
