-- Audit trail (issue 15): every admin action that changes data, append-only (docs/audit.md).

-- One row per admin request that changes data (phase 'request'), and one more when background
-- work the request started ends (phase 'completion'). No foreign keys: an entry outlives the
-- user, design or campaign it names.
CREATE TABLE audit_entry (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_email text,
  action text NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  target_id text,
  summary jsonb,
  request_id text NOT NULL,
  phase text NOT NULL DEFAULT 'request' CHECK (phase IN ('request', 'completion')),
  outcome text NOT NULL CHECK (outcome IN ('ok', 'failed', 'aborted')),
  status integer,
  error text,
  duration_ms integer
);
CREATE INDEX audit_entry_at_idx ON audit_entry (at DESC, id DESC);
CREATE INDEX audit_entry_actor_idx ON audit_entry (actor_id, at DESC);
CREATE INDEX audit_entry_action_idx ON audit_entry (action, at DESC);

-- Append-only: UPDATE, DELETE and TRUNCATE are refused whoever asks. ENABLE ALWAYS keeps the
-- triggers on under session_replication_role = replica, which the test-data load sets for its
-- own transactions (docs/admin.md "Bulk path").
CREATE FUNCTION audit_entry_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entry is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_entry_no_change BEFORE UPDATE OR DELETE ON audit_entry
  FOR EACH ROW EXECUTE FUNCTION audit_entry_refuse_change();
CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_refuse_change();
ALTER TABLE audit_entry ENABLE ALWAYS TRIGGER audit_entry_no_change;
ALTER TABLE audit_entry ENABLE ALWAYS TRIGGER audit_entry_no_truncate;
