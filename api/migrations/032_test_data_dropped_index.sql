-- Secondary indexes setup-test-data drops for a bulk load (building an index once over the
-- loaded rows is far cheaper than entering every row into it), each with the statement that
-- makes it again (pg_get_indexdef). A row is written in the transaction that drops its index and
-- removed in the one that recreates it, so whatever stops a load, the indexes it dropped are
-- here: the load recreates them at its end, also when it fails, and the api when it starts.
CREATE TABLE test_data_dropped_index (
  -- as regclass prints it: qualified and quoted where the search path needs it
  name text PRIMARY KEY,
  table_name text NOT NULL,
  definition text NOT NULL,
  dropped_at timestamptz NOT NULL DEFAULT now()
);
