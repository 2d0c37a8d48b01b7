-- Quotas (issue 15, docs/quotas.md): an upload's reservation ends in the same statement that
-- records its job. Before, the request gave it back afterwards, and for that moment the file
-- counted twice (as its job and as its reservation): a concurrent upload that fitted was
-- refused. Now the job's trigger takes the reservation of the same id over as it counts the job.
CREATE OR REPLACE FUNCTION processing_job_quota() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('queued', 'processing') THEN
    PERFORM quota_add(OLD.owner_id, -OLD.size_bytes::bigint, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('queued', 'processing') THEN
    PERFORM quota_add(NEW.owner_id, NEW.size_bytes::bigint, 1);
  END IF;
  IF TG_OP = 'INSERT' THEN
    WITH gone AS (DELETE FROM quota_reservation WHERE id = NEW.id RETURNING user_id, bytes, files)
    UPDATE user_quota AS q
    SET reserved_bytes = q.reserved_bytes - g.bytes, reserved_files = q.reserved_files - g.files
    FROM gone AS g WHERE q.user_id = g.user_id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
