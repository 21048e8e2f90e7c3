-- An offer's mail (#44) names the offer and revision whose PDF is attached at delivery.
ALTER TABLE "mail_outbox" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "quote_revision" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;