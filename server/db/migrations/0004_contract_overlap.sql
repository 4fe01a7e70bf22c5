-- Two approved contracts of one unit never overlap in time: the database refuses it, so no
-- race between two approvals can let both through. btree_gist gives GiST the uuid equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_no_overlap_per_unit"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" = 'approved');
