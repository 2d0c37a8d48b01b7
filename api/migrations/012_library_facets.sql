-- Facet counts of the whole library, kept up to date by the database (DESIGN.md §5): the
-- unfiltered filter panel and the library total are read here instead of counted per request.
CREATE TABLE library_facet_count (
  facet text NOT NULL,
  value text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (facet, value)
);
CREATE INDEX library_facet_count_top_idx ON library_facet_count (facet, count DESC);

-- The statement that adds the facet values of some designs to the counts. `source` selects
-- design rows with a leading `sign` column: +1 adds them, -1 takes them away. Set-based (one
-- unnest per facet over all rows), so a bulk insert of thousands of designs stays cheap; count
-- rows are written in key order, so concurrent writers cannot deadlock.
CREATE FUNCTION library_facet_sql(source text) RETURNS text
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
    ) AS p
    GROUP BY facet, value HAVING sum(sign) <> 0 ORDER BY facet, value
    ON CONFLICT (facet, value) DO UPDATE SET count = library_facet_count.count + EXCLUDED.count
  $f$, source)
$$;

-- Statement-level, from the transition tables (EXECUTE runs inside the trigger, so it sees them).
CREATE FUNCTION library_facet_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE library_facet_sql('SELECT 1 AS sign, n.* FROM new_rows AS n');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE library_facet_sql('SELECT -1 AS sign, o.* FROM old_rows AS o');
  ELSE
    EXECUTE library_facet_sql(
      'SELECT 1 AS sign, n.* FROM new_rows AS n UNION ALL SELECT -1, o.* FROM old_rows AS o');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER design_facet_insert_trg AFTER INSERT ON design
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_facet_apply();
CREATE TRIGGER design_facet_update_trg AFTER UPDATE ON design
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_facet_apply();
CREATE TRIGGER design_facet_delete_trg AFTER DELETE ON design
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION library_facet_apply();

CREATE FUNCTION library_facet_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM library_facet_count;
  RETURN NULL;
END
$$;
CREATE TRIGGER design_facet_truncate_trg AFTER TRUNCATE ON design
  FOR EACH STATEMENT EXECUTE FUNCTION library_facet_reset();

-- Rebuilds every count from the designs (after a restore, or to check the triggers).
CREATE FUNCTION library_facet_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM library_facet_count;
  EXECUTE library_facet_sql('SELECT 1 AS sign, d.* FROM design AS d');
END
$$;
