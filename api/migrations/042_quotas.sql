-- Quotas (issue 15, docs/quotas.md): what each user's originals take, and how much they may.
-- A user's usage is the files of their designs plus their uploads waiting for or in processing;
-- triggers keep it on the row in the same transaction as the change, whatever code makes it.
-- `reserved_*` are the bytes a request has stored (or is storing) before its jobs exist.
CREATE TABLE user_quota (
  user_id text PRIMARY KEY,
  -- null: the configured default (QUOTA_BYTES, QUOTA_FILES)
  quota_bytes bigint CHECK (quota_bytes >= 0),
  quota_files integer CHECK (quota_files >= 0),
  used_bytes bigint NOT NULL DEFAULT 0,
  used_files integer NOT NULL DEFAULT 0,
  reserved_bytes bigint NOT NULL DEFAULT 0,
  reserved_files integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per reservation, so that a request can release exactly its own and a sweep can
-- release those of a process that died between storing and recording.
CREATE TABLE quota_reservation (
  id uuid PRIMARY KEY,
  user_id text NOT NULL,
  bytes bigint NOT NULL,
  files integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quota_reservation_created_idx ON quota_reservation (created_at);

CREATE FUNCTION quota_add(owner text, delta_bytes bigint, delta_files integer) RETURNS void AS $$
BEGIN
  IF owner IS NULL OR (delta_bytes = 0 AND delta_files = 0) THEN
    RETURN;
  END IF;
  INSERT INTO user_quota AS q (user_id, used_bytes, used_files)
  VALUES (owner, greatest(delta_bytes, 0), greatest(delta_files, 0))
  ON CONFLICT (user_id) DO UPDATE
    SET used_bytes = q.used_bytes + delta_bytes, used_files = q.used_files + delta_files,
        updated_at = now();
END
$$ LANGUAGE plpgsql;

-- An upload counts while it waits for or is in processing; once it ends it counts as its
-- design's file (written in the same transaction) or not at all (a duplicate, a failure).
CREATE FUNCTION processing_job_quota() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('queued', 'processing') THEN
    PERFORM quota_add(OLD.owner_id, -OLD.size_bytes::bigint, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('queued', 'processing') THEN
    PERFORM quota_add(NEW.owner_id, NEW.size_bytes::bigint, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER processing_job_quota_insert AFTER INSERT ON processing_job
  FOR EACH ROW EXECUTE FUNCTION processing_job_quota();
CREATE TRIGGER processing_job_quota_update AFTER UPDATE OF state ON processing_job
  FOR EACH ROW
  WHEN ((OLD.state IN ('queued', 'processing')) IS DISTINCT FROM (NEW.state IN ('queued', 'processing')))
  EXECUTE FUNCTION processing_job_quota();
CREATE TRIGGER processing_job_quota_delete AFTER DELETE ON processing_job
  FOR EACH ROW EXECUTE FUNCTION processing_job_quota();

-- A file counts for the owner of its design. A design's deletion takes its files off itself
-- (below): when the database cascades, the file's trigger no longer finds the design.
CREATE FUNCTION design_file_quota() RETURNS trigger AS $$
DECLARE
  owner text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT owner_id INTO owner FROM design WHERE id = NEW.design_id;
    PERFORM quota_add(owner, NEW.size_bytes::bigint, 1);
  ELSE
    SELECT owner_id INTO owner FROM design WHERE id = OLD.design_id;
    PERFORM quota_add(owner, -OLD.size_bytes::bigint, -1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER design_file_quota_change AFTER INSERT OR DELETE ON design_file
  FOR EACH ROW EXECUTE FUNCTION design_file_quota();

CREATE FUNCTION design_quota() RETURNS trigger AS $$
DECLARE
  total bigint;
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.owner_id IS NOT NULL THEN
      SELECT coalesce(sum(size_bytes), 0), count(*) INTO total, n
      FROM design_file WHERE design_id = OLD.id;
      PERFORM quota_add(OLD.owner_id, -total, -n);
    END IF;
    RETURN OLD;
  END IF;
  -- A design given to another owner takes its files along.
  SELECT coalesce(sum(size_bytes), 0), count(*) INTO total, n
  FROM design_file WHERE design_id = NEW.id;
  PERFORM quota_add(OLD.owner_id, -total, -n);
  PERFORM quota_add(NEW.owner_id, total, n);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER design_quota_delete BEFORE DELETE ON design
  FOR EACH ROW EXECUTE FUNCTION design_quota();
CREATE TRIGGER design_quota_owner AFTER UPDATE OF owner_id ON design
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION design_quota();

-- What the users hold already.
INSERT INTO user_quota (user_id, used_bytes, used_files)
SELECT owner_id, sum(size_bytes), count(*)
FROM (
  SELECT d.owner_id, f.size_bytes::bigint AS size_bytes
  FROM design_file AS f JOIN design AS d ON d.id = f.design_id
  WHERE d.owner_id IS NOT NULL
  UNION ALL
  SELECT owner_id, size_bytes::bigint FROM processing_job WHERE state IN ('queued', 'processing')
) AS held
GROUP BY owner_id;
