-- Design library reads at a million designs (DESIGN.md §5, §9): facet masks and free text kept
-- by the database itself, a fixed random sample for estimates, and covering partial indexes so
-- the list, its total and the facet counts are index-only walks of the narrowest index.

-- The preview-URL secret when PREVIEW_SECRET is unset: one value shared by every api instance.
CREATE TABLE app_secret (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Words of name, labels, author and set, lower-cased, each preceded by a space: a word-prefix
-- search for "ros" is then `search_text LIKE '% ros%'`, and the GIN index below answers the
-- same question as `'ros':*` over the same words.
CREATE FUNCTION library_search_text(name text, labels text[], author text, stick_set text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || array_to_string(array_remove(regexp_split_to_array(
    lower(concat_ws(' ', name, array_to_string(labels, ' '), author, stick_set)),
    '[^[:alnum:]]+'), ''), ' ') || ' '
$$;

-- The words of a search_text as a tsvector (for the GIN index and its queries).
CREATE FUNCTION library_search_words(search_text text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(string_to_array(btrim(search_text), ' '), ''))
$$;

-- Bit i set when keys[i + 1] is among vals (api/src/library/masks.ts has the same key lists).
-- A loop of simple expressions: plpgsql runs them without planning a query per row.
CREATE FUNCTION library_mask(vals text[], keys text[])
RETURNS bigint LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  mask bigint := 0;
  v text;
  p integer;
BEGIN
  FOREACH v IN ARRAY coalesce(vals, '{}') LOOP
    p := array_position(keys, v);
    IF p IS NOT NULL AND p <= 63 THEN
      mask := mask | (1::bigint << (p - 1));
    END IF;
  END LOOP;
  RETURN mask;
END
$$;

-- Whoever writes a design (processing, edits, seeding, campaigns), the search words and the
-- masks always agree with the arrays they mirror.
CREATE FUNCTION design_library_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := library_search_text(NEW.name, NEW.labels, NEW.author, NEW.stick_set);
  NEW.tag_mask := library_mask(NEW.assigned_tags, '{ALPHABET_MONOGRAM,ARTS_AND_CRAFTS,
    BABY_NURSERY,BEVERAGE,BIRD,BUILDING_LANDMARK,BUTTERFLY_AND_BUG,CHARACTER,CHRISTMAS,
    CIRCUS_AND_CARNIVAL,COUNTRY_AND_REGION,EASTER,FAMILY_AND_FRIENDS,FANTASY_AND_FAIRY_TALE,
    FATHERS_DAY,FISH_AND_SEA_CREATURE,FLOWER,FOOD,FRUIT,FUNNY,HALLOWEEN,HANUKKAH,HEART_AND_HOME,
    HOBBY_AND_GAME,HOLIDAYS_AND_OCCASIONS,KIDS_NOVELTY,KITCHEN_AND_DINING,LAND_ANIMAL,LOCALE,
    MAP_AND_GLOBE,MOTHERS_DAY,MOTIF,OCCUPATION,PET,PLANT,RELIGIOUS_AND_SPIRITUAL,SEASON,SKY,
    SPORTS_AND_RECREATION,SWEETS,THANKSGIVING,TOY,TREE_LEAF,USA_PATRIOTIC,VALENTINES_DAY,
    VEGETABLE,VEHICLE,WEDDING_ANNIVERSARY}'::text[]);
  NEW.color_mask := library_mask(NEW.color_palette, '{BLACK,BLUE,BLUE_VIOLET,BLUE_GREEN,CYAN,
    GRAY,GREEN,MAGENTA,ORANGE,RED_ORANGE,RED,VIOLET,WHITE,YELLOW,YELLOW_GREEN}'::text[])::integer;
  NEW.format_mask := library_mask(lower(NEW.formats::text)::text[], '{dst,pes,jef,exp,vp3,xxx,
    pec,hus,sew,shv,phb,phc,tap,exy,t01,dsb,dsz,gt,fxy,u01}'::text[])::integer;
  RETURN NEW;
END
$$;

CREATE TRIGGER design_library_fields_trg BEFORE INSERT OR UPDATE ON design
  FOR EACH ROW EXECUTE FUNCTION design_library_fields();

-- A fixed random sample: the rows with sample_key < K are a K/1024 share of the library, and
-- the api picks K so that the sample holds about 15,000 designs whatever the library's size.
ALTER TABLE design ADD COLUMN sample_key smallint NOT NULL
  DEFAULT (floor(random() * 1024))::smallint;

-- Replaced by the covering indexes below (ascending keys serve both sort directions).
DROP INDEX design_library_newest_idx;
-- The similarity search reads design_vector (migration 013), not design.bucket.
DROP INDEX design_bucket_idx;

-- Every library index carries the filter columns, so filters are checked in the index.
CREATE INDEX design_lib_created_idx ON design (created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set)
  WHERE owner_id IS NULL;
-- name itself is included: an index-only scan needs the column under lower(name).
CREATE INDEX design_lib_name_idx ON design (lower(name), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, name)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_stitches_idx ON design (stitch_count, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_size_idx ON design ((design_width * design_height), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_stick_type_idx ON design (stick_type, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, commercially_usable, sponsored, design_width,
    design_height, author, stick_set)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_author_idx ON design (author, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, stick_set)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_set_idx ON design (stick_set, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author)
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_sponsored_idx ON design (created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, design_width,
    design_height, author, stick_set)
  WHERE owner_id IS NULL AND sponsored;
CREATE INDEX design_lib_width_idx ON design (design_width) WHERE owner_id IS NULL;
CREATE INDEX design_lib_height_idx ON design (design_height) WHERE owner_id IS NULL;
CREATE INDEX design_lib_words_idx ON design USING gin (library_search_words(search_text))
  WHERE owner_id IS NULL;
CREATE INDEX design_lib_sample_idx ON design (sample_key)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, search_text)
  WHERE owner_id IS NULL;

-- One covering partial index per category, colour and format bit, in newest order: a filter on
-- a value walks only the designs having it. Statistics on each bit let the planner see how rare
-- a value is and pick the narrowest index. The predicates are spelled exactly as
-- api/src/library/filterSql.ts writes them.
DO $$
DECLARE
  spec record;
  bit integer;
  pred text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES ('tag', 48), ('color', 15), ('format', 20)) AS s(facet, bits)
  LOOP
    FOR bit IN 0 .. spec.bits - 1 LOOP
      pred := format('(%s_mask & %s) <> 0', spec.facet, (1::bigint << bit)::text);
      EXECUTE format(
        'CREATE INDEX design_lib_%s_%s_idx ON design (created_at, id) INCLUDE (tag_mask, '
        'color_mask, format_mask, stick_type, commercially_usable, sponsored, design_width, '
        'design_height, author, stick_set) WHERE owner_id IS NULL AND %s',
        spec.facet, lpad(bit::text, 2, '0'), pred);
      EXECUTE format('CREATE STATISTICS design_%s_%s_stat ON ((%s_mask & %s)) FROM design',
        spec.facet, lpad(bit::text, 2, '0'), spec.facet, (1::bigint << bit)::text);
    END LOOP;
  END LOOP;
END
$$;
