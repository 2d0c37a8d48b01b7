-- Free text together with a narrow filter, at a million designs (docs/benchmarks.md "Design
-- library api"). A word common in the library but rare inside a category made the newest-first
-- walk of the category's index read the table row of every entry to test the words, and an
-- exact count of a small category read all of them: thousands of scattered table pages.
-- The indexes of the filter values that can be rarer than the exact-count cap (categories,
-- formats, authors, sets) now carry search_text, so those walks and counts test the words
-- inside the index. Colours and stick types always span far more designs than the cap, and
-- their walks stop after a page of matches.
DO $$
DECLARE
  spec record;
  bit integer;
  name text;
  pred text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES ('tag', 48), ('format', 20)) AS s(facet, bits)
  LOOP
    FOR bit IN 0 .. spec.bits - 1 LOOP
      name := format('design_lib_%s_%s_idx', spec.facet, lpad(bit::text, 2, '0'));
      pred := format('(%s_mask & %s) <> 0', spec.facet, (1::bigint << bit)::text);
      EXECUTE format('DROP INDEX IF EXISTS %I', name);
      EXECUTE format(
        'CREATE INDEX %I ON design (created_at, id) INCLUDE (tag_mask, color_mask, format_mask, '
        'stick_type, commercially_usable, sponsored, design_width, design_height, author, '
        'stick_set, search_text) WHERE owner_id IS NULL AND %s',
        name, pred);
    END LOOP;
  END LOOP;
END
$$;

DROP INDEX IF EXISTS design_lib_author_idx;
CREATE INDEX design_lib_author_idx ON design (author, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, stick_set, search_text)
  WHERE owner_id IS NULL;
DROP INDEX IF EXISTS design_lib_set_idx;
CREATE INDEX design_lib_set_idx ON design (stick_set, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, search_text)
  WHERE owner_id IS NULL;

-- Similar designs: the first pass reads the 32-byte vectors of a few buckets (thousands of
-- rows). From the index alone, those rows lie together in bucket order instead of on as many
-- scattered table pages.
DROP INDEX IF EXISTS design_vector_bucket_idx;
CREATE INDEX design_vector_bucket_idx ON design_vector (bucket) INCLUDE (seq, q8)
  WHERE owner_id IS NULL;
