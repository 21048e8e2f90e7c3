-- Search (#18): a weighted tsvector per machine and the list of words the catalogue uses, kept
-- by triggers. Both extensions are "trusted" (PostgreSQL 13+): the database owner may create
-- them without being a superuser. PGlite loads its builds of them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes it safe
-- to declare IMMUTABLE, as what is stored and indexed is built from it.
CREATE OR REPLACE FUNCTION search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint
-- What matching sees of a text: tags and entities dropped, no diacritics, lower case,
-- single spaces ('<p>Săpături</p>' → 'sapaturi'). The query's words are folded the same way.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(search_unaccent(regexp_replace(regexp_replace(
    coalesce(value, ''), '<[^>]*>', ' ', 'g'), '&(#[0-9]+|#x[0-9a-f]+|[a-z]+);', ' ', 'gi'))),
    '\s+', ' ', 'g')) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Every word of the catalogue's texts with a letter in it, once: a misspelt word of a query is matched against
-- these (a few thousand short words, trigram-indexed), never against each machine's text.
-- Words no machine uses any more stay; they only widen a query to words that match nothing.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- fastupdate off (here and on the products' index): entries go straight into the index. With
-- GIN's pending list, words added one machine at a time waited there until a vacuum, and the
-- planner, pricing that list, scanned the table instead (10 ms a word at 10,000 machines,
-- against 0.1 ms through the index). Writes are rare; reads are every search.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops)
  WITH (fastupdate = off);--> statement-breakpoint
-- The model weighs most, then the category's names, the offer header, and the details and
-- technical data; both languages alike.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_text text;
BEGIN
  SELECT concat_ws(' ', name, name_en) INTO category_text FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', search_normalize(NEW.model)), 'A') ||
    setweight(to_tsvector('simple', search_normalize(category_text)), 'B') ||
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ', NEW.header_offer, NEW.header_offer_en))), 'C') ||
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ', NEW.details, NEW.details_en,
      NEW.technical_data, NEW.technical_data_en))), 'D');
  INSERT INTO search_words (word)
    SELECT word FROM unnest(tsvector_to_array(NEW.search_vector)) AS word
    -- Numbers and codes without a letter are not misspelt; they only make the list longer.
    WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
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
-- One word of a query as a tsquery: the words it starts ('sapat' → 'sapaturi'), or, from 4
-- letters on, up to 5 catalogue words it nearly is (trigram similarity ≥ 0.5: 'excavtor' →
-- 'excavator', 0.58; 'strong' stays away from 'stropire', 0.33). Built from plainto_tsquery's
-- own output, so no text can break the tsquery syntax; null (no match) when nothing is left.
CREATE OR REPLACE FUNCTION search_term_query(term text) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  WITH folded AS (SELECT search_normalize(term) AS t),
  prefix AS (SELECT plainto_tsquery('simple', t) AS q FROM folded),
  near AS (
    SELECT w.word FROM search_words w, folded
    WHERE length(folded.t) >= 4 AND w.word % folded.t AND similarity(w.word, folded.t) >= 0.5
    ORDER BY similarity(w.word, folded.t) DESC, w.word
    LIMIT 5
  )
  SELECT string_agg(part, ' | ')::tsquery FROM (
    SELECT '(' || q::text || ':*)' AS part FROM prefix WHERE numnode(q) > 0
    UNION ALL
    SELECT '(' || plainto_tsquery('simple', word)::text || ')' FROM near
  ) AS parts
$$;--> statement-breakpoint
UPDATE products SET model = model;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector")
  WITH (fastupdate = off);
