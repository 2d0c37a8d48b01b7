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
