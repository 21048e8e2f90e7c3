-- Search (#18): a normalised text and a weighted tsvector per machine, kept by triggers, with a
-- full-text and a trigram index. Both extensions are "trusted" (PostgreSQL 13+): the database
-- owner may create them without being a superuser. PGlite loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes it safe
-- to declare IMMUTABLE, so that indexed and stored values may be built from it.
CREATE OR REPLACE FUNCTION search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint
-- What matching sees of a text: tags and entities dropped, no diacritics, lower case,
-- single spaces ('<p>Săpături</p>' → 'sapaturi'). The same function reads the query.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(search_unaccent(regexp_replace(regexp_replace(
    coalesce(value, ''), '<[^>]*>', ' ', 'g'), '&(#[0-9]+|#x[0-9a-f]+|[a-z]+);', ' ', 'gi'))),
    '\s+', ' ', 'g')) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The model weighs most, then the category's names, the offer header, and the details and
-- technical data; both languages alike.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_text text;
BEGIN
  SELECT concat_ws(' ', name, name_en) INTO category_text FROM categories WHERE id = NEW.category_id;
  NEW.search_text := search_normalize(concat_ws(' ', NEW.model, category_text,
    NEW.header_offer, NEW.header_offer_en, NEW.details, NEW.details_en,
    NEW.technical_data, NEW.technical_data_en));
  NEW.search_vector :=
    setweight(to_tsvector('simple', search_normalize(NEW.model)), 'A') ||
    setweight(to_tsvector('simple', search_normalize(category_text)), 'B') ||
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ', NEW.header_offer, NEW.header_offer_en))), 'C') ||
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ', NEW.details, NEW.details_en,
      NEW.technical_data, NEW.technical_data_en))), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF model, category_id,
  header_offer, header_offer_en, details, details_en, technical_data, technical_data_en
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- A renamed category renews its machines' search text (a deleted one sets their category_id
-- to null, which the trigger above sees).
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name, name_en ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION categories_search_refresh();--> statement-breakpoint
UPDATE products SET model = model;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
