-- Issue 13: "runs at most N minutes" over the sample (counts and facets of large filtered sets,
-- docs/library.md) needs the running time's columns in the sample's index; without them every
-- sample row was read from the table (15,000 scattered rows, about a second cold at a million).
DROP INDEX design_lib_sample_idx;
CREATE INDEX design_lib_sample_idx ON design (sample_key)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, search_text, stitch_count, color_change_count,
    trim_count, stop_count)
  WHERE owner_id IS NULL;
