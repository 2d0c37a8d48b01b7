-- Issue 16 (docs/library.md "Pages by the time on your machine"): a page sorted by the running
-- time on a caller's own machine walks an index of the default profile's time and bounds the
-- designs it has not walked by lines of that key (api/src/library/runningTime.ts, timeBound).
-- The lines are tight when they may lean on the most colour changes, trims and stops any library
-- design has. The facet counts keep those too, one row per value (a few hundred rows at most),
-- up to date by the same statement-level triggers (migration 012): a page reads the largest
-- value with a count above 0.
CREATE OR REPLACE FUNCTION library_facet_sql(source text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT format($f$
    WITH r AS MATERIALIZED (SELECT * FROM (%s) AS s WHERE s.owner_id IS NULL)
    INSERT INTO library_facet_count (facet, value, count)
    SELECT facet, value, sum(sign) FROM (
      SELECT 'total' AS facet, '' AS value, sign FROM r
      UNION ALL SELECT 'sample_key', sample_key::text, sign FROM r
      UNION ALL SELECT DISTINCT ON (id, sign, v) 'category', v, sign FROM r, unnest(r.assigned_tags) AS v
      UNION ALL SELECT DISTINCT ON (id, sign, v) 'colour', v, sign FROM r, unnest(r.color_palette) AS v
      UNION ALL SELECT DISTINCT ON (id, sign, v) 'format', v, sign
        FROM r, unnest(lower(r.formats::text)::text[]) AS v
      UNION ALL SELECT 'stick_type', stick_type, sign FROM r
      UNION ALL SELECT 'author', author, sign FROM r WHERE author <> ''
      UNION ALL SELECT 'set', stick_set, sign FROM r WHERE stick_set <> ''
      UNION ALL SELECT 'commercial', '', sign FROM r WHERE commercially_usable
      UNION ALL SELECT 'sponsored', '', sign FROM r WHERE sponsored
      UNION ALL SELECT 'changes', color_change_count::text, sign FROM r
      UNION ALL SELECT 'trims', trim_count::text, sign FROM r
      UNION ALL SELECT 'stops', stop_count::text, sign FROM r
    ) AS p
    GROUP BY facet, value HAVING sum(sign) <> 0 ORDER BY facet, value
    ON CONFLICT (facet, value) DO UPDATE SET count = library_facet_count.count + EXCLUDED.count
  $f$, source)
$$;

-- The library's designs so far.
INSERT INTO library_facet_count (facet, value, count)
SELECT facet, value, count(*) FROM (
  SELECT 'changes' AS facet, color_change_count::text AS value FROM design WHERE owner_id IS NULL
  UNION ALL SELECT 'trims', trim_count::text FROM design WHERE owner_id IS NULL
  UNION ALL SELECT 'stops', stop_count::text FROM design WHERE owner_id IS NULL
) AS p
GROUP BY facet, value ORDER BY facet, value
ON CONFLICT (facet, value) DO UPDATE SET count = EXCLUDED.count;
