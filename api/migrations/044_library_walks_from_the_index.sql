-- Issue 16 (docs/library.md "Every combination in bounded work"): a library page walks the first
-- entries of its sort's index and tests the filters on each entry. Free text and "at most N
-- minutes" were the two filters the sort indexes could not answer: the walk read the table row of
-- every entry that passed the others, thousands of scattered pages (110–390 ms at a million, and
-- the reason those walks were cut to 5,000 entries). The sort indexes now carry search_text and
-- the four counts of the running time as well, so every library filter is tested from the index
-- entry and a walk reads no table row until the page itself.
-- Cost: at a million designs about 0.1 GB more per index (search_text averages ~60 bytes).
DROP INDEX IF EXISTS design_lib_created_idx;
CREATE INDEX design_lib_created_idx ON design (created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, search_text, stitch_count,
    color_change_count, trim_count, stop_count)
  WHERE owner_id IS NULL;

DROP INDEX IF EXISTS design_lib_name_idx;
CREATE INDEX design_lib_name_idx ON design (lower(name), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, name, search_text, stitch_count,
    color_change_count, trim_count, stop_count)
  WHERE owner_id IS NULL;

DROP INDEX IF EXISTS design_lib_stitches_idx;
CREATE INDEX design_lib_stitches_idx ON design (stitch_count, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, search_text, color_change_count,
    trim_count, stop_count)
  WHERE owner_id IS NULL;

DROP INDEX IF EXISTS design_lib_size_idx;
CREATE INDEX design_lib_size_idx ON design ((design_width * design_height), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, search_text, stitch_count,
    color_change_count, trim_count, stop_count)
  WHERE owner_id IS NULL;

DROP INDEX IF EXISTS design_lib_time_idx;
CREATE INDEX design_lib_time_idx ON design
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30
    + trim_count::float8 * 6 + stop_count::float8 * 30), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, stitch_count, color_change_count, trim_count,
    stop_count, search_text)
  WHERE owner_id IS NULL;

DROP INDEX IF EXISTS design_lib_time_sc_idx;
CREATE INDEX design_lib_time_sc_idx ON design
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, stitch_count, color_change_count, trim_count,
    stop_count, search_text)
  WHERE owner_id IS NULL;

-- The narrow indexes (one per category, colour and format bit, author, set; migrations 011, 033)
-- carry the sort keys too: name and the counts. When the walk finds too few matches, the
-- collect reads them through the narrowest of these and sorts them; sorted by name, stitches
-- or running time it read each match's table row for its key (a category of 20,000 designs
-- sorted by time: 20,000 scattered reads, cancelled at the time limit).
DO $$
DECLARE
  spec record;
  bit integer;
  name text;
  pred text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES ('tag', 48), ('color', 15), ('format', 20)) AS s(facet, bits)
  LOOP
    FOR bit IN 0 .. spec.bits - 1 LOOP
      name := format('design_lib_%s_%s_idx', spec.facet, lpad(bit::text, 2, '0'));
      pred := format('(%s_mask & %s) <> 0', spec.facet, (1::bigint << bit)::text);
      EXECUTE format('DROP INDEX IF EXISTS %I', name);
      EXECUTE format(
        'CREATE INDEX %I ON design (created_at, id) INCLUDE (tag_mask, color_mask, format_mask, '
        'stick_type, commercially_usable, sponsored, design_width, design_height, author, '
        'stick_set, search_text, name, stitch_count, color_change_count, trim_count, stop_count) '
        'WHERE owner_id IS NULL AND %s',
        name, pred);
    END LOOP;
  END LOOP;
END
$$;

DROP INDEX IF EXISTS design_lib_author_idx;
CREATE INDEX design_lib_author_idx ON design (author, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, stick_set, search_text, name, stitch_count, color_change_count,
    trim_count, stop_count)
  WHERE owner_id IS NULL;
DROP INDEX IF EXISTS design_lib_set_idx;
CREATE INDEX design_lib_set_idx ON design (stick_set, created_at, id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, search_text, name, stitch_count, color_change_count,
    trim_count, stop_count)
  WHERE owner_id IS NULL;
