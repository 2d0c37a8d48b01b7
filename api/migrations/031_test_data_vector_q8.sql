-- The vector table keeps a quantised copy of each vector too (migration 013: q8), so the test
-- data's vector variants carry it as well; both packed forms are filled in by the api with
-- migration 013's own functions (similarity_bytes, similarity_q8).
ALTER TABLE test_data_vector ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE test_data_vector ADD COLUMN q8 bytea;
