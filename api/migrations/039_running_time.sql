-- Issue 13 (docs/machine.md "Running time"): the library sorted and filtered by how long a
-- design runs. The key is the running time in seconds on the default machine profile
-- (650 stitches per minute, 30 s per colour change, 6 s per trim, 30 s per stop), spelled
-- exactly as api/src/library/runningTime.ts writes it so that the planner matches the two:
-- anonymous callers and users on the defaults walk it in order. A change of the defaults needs
-- a migration that rebuilds it. The filter columns are included as in migration 011, the
-- count columns for index-only scans.
CREATE INDEX design_lib_time_idx ON design
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30
    + trim_count::float8 * 6 + stop_count::float8 * 30), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, stitch_count, color_change_count, trim_count,
    stop_count)
  WHERE owner_id IS NULL;
-- The same without trims and stops: the order a profile that leaves out trims or stops (an
-- automatic trimmer, "0 s") is bounded by (api/src/library/runningTime.ts, timeBound).
CREATE INDEX design_lib_time_sc_idx ON design
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30), id)
  INCLUDE (tag_mask, color_mask, format_mask, stick_type, commercially_usable, sponsored,
    design_width, design_height, author, stick_set, stitch_count, color_change_count, trim_count,
    stop_count)
  WHERE owner_id IS NULL;
-- The planner keeps no statistics for the expression of a partial index: without these it
-- guesses that a third of the library lies in any range of running times (and then starts
-- parallel workers for a range of a few hundred rows).
CREATE STATISTICS design_run_seconds_stats ON
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30
    + trim_count::float8 * 6 + stop_count::float8 * 30))
  FROM design;
CREATE STATISTICS design_run_seconds_sc_stats ON
  ((stitch_count::float8 * 60 / 650 + color_change_count::float8 * 30))
  FROM design;
