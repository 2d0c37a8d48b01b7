-- Issue 16 (docs/library.md "A narrow path through the sizes"): size ranges, hoops, "fits my
-- hoops" and "at most N minutes" each bound a design's width, height or stitch count, and each
-- alone is broad. Where two or three of them meet the matches can be few (tall designs of few
-- stitches), and where they are many they can lie far along a size, stitch or time order (wide
-- designs sorted by running time); no btree index leads to either, and a page walked the whole
-- sort index to find them (up to the statement guard). A GiST index over the point (width,
-- height, stitches, area, running time on the default profile) finds the designs inside a box,
-- or a union of boxes for the hoops, directly, and walks them in the order of any of its
-- dimensions (`~>`, a KNN scan). The last two coordinates spell the size and time sort keys
-- exactly as the sort indexes do (api/src/library/sizeBox.ts BOX_POINT_SQL).
-- `cube` ships with Postgres (contrib, a trusted extension) and with PGlite (loaded in db.ts).
CREATE EXTENSION IF NOT EXISTS cube;

CREATE INDEX IF NOT EXISTS design_lib_box_idx ON design USING gist (cube(ARRAY[
    design_width::float8, design_height::float8, stitch_count::float8,
    (design_width * design_height)::float8,
    (stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30
      + trim_count::float8 * 6 + stop_count::float8 * 30)]))
  WHERE owner_id IS NULL;
