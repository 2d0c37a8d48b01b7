-- Grouping of a collection's files by motif (issue 12, docs/processing.md "Joining"):
-- the motif print of a user's design (where its thread lies on a 16 × 16 grid, 512 bytes, from
-- the first file; NULL for designs saved before and for library designs), and the import a
-- design's file came with, so files of one import join by name as well as by shape.
-- Both nullable without a default: adding them rewrites no row.
ALTER TABLE design ADD COLUMN motif_print bytea;
ALTER TABLE design_file ADD COLUMN import_id uuid;

-- Candidates of "the same motif" are the owner's designs of a similar stitch count: a range of
-- this index instead of every design of the owner (a collection of thousands).
CREATE INDEX design_owner_stitches_idx ON design (owner_id, stitch_count)
  WHERE owner_id IS NOT NULL AND similarity IS NOT NULL;
