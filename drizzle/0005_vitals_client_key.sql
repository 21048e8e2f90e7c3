-- Web vitals (issue #20): a keyed hash of the sender and the hour on each row, so that one
-- client counts once per hour in the percentiles. Rows stored before it keep null.
ALTER TABLE "web_vitals" ADD COLUMN "client_key" text;
