-- Processing of uploads (issue 5): the detected format, and a lease so a job whose worker died
-- (crash, restart) is taken up again by a sweep, while a live worker's job is left alone.
ALTER TABLE processing_job ADD COLUMN format text;
ALTER TABLE processing_job ADD COLUMN claimed_by text;
ALTER TABLE processing_job ADD COLUMN lease_until timestamptz;
ALTER TABLE processing_job ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- Jobs still under way, for the sweep (few rows: a partial index stays tiny).
CREATE INDEX processing_job_open_idx ON processing_job (state, lease_until)
  WHERE state IN ('queued', 'processing');
-- Old job events are pruned by age (a reconnecting stream only needs the recent ones).
CREATE INDEX job_event_created_idx ON job_event (created_at);
