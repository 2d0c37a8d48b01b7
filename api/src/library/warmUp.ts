/**
 * Planned, not run, on each connection a server's pool keeps (db.ts `warm`), at start: planning
 * a library statement that names every filter column makes the backend build its caches of the
 * design table, its indexes and those columns' statistics, which a new connection's first
 * library statement otherwise waits for (25–45 ms alone, up to 130 ms under load; warmed, the
 * first real plan takes 5 ms where a cold one took 31–44). docs/library.md "Warm connections".
 */
export const LIBRARY_WARM_UP = `EXPLAIN SELECT d.id FROM design AS d
  WHERE d.owner_id IS NULL AND d.design_width <= 1 AND d.design_height >= 1
    AND d.stitch_count > 1 AND d.color_change_count > 1 AND (d.color_mask & 1) <> 0
    AND (d.tag_mask & 1) <> 0 AND (d.format_mask & 1) <> 0 AND d.stick_type = ''
    AND d.commercially_usable AND d.sponsored AND d.search_text LIKE '%x%' AND d.author = ''
    AND d.stick_set = '' AND d.sample_key < 1
  ORDER BY d.created_at DESC, d.id DESC LIMIT 1`;
