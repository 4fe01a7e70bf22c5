ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_landlord_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- Issue 36 item 4: the audit trail is one hash chain per landlord (rows with no landlord form one
-- chain of their own). The canonical content of a row is the JSON array below (jsonb's text form is
-- deterministic: keys sorted, no spacing choices); its SHA-256 in hex is the row's hash.
CREATE OR REPLACE FUNCTION audit_row_hash(r audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.id, r.chain_seq, r.landlord_id, r.actor_id, r.actor_role, r.ip, r.action, r.entity, r.entity_id,
    r.before, r.after, (extract(epoch FROM r.created_at) * 1000000)::bigint, r.prev_hash)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Existing rows: their chain, in the order they were written.
UPDATE "audit_log" a SET chain_seq = n.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY landlord_id ORDER BY id) AS seq FROM "audit_log") n
 WHERE n.id = a.id;
--> statement-breakpoint
DO $$
DECLARE r audit_log; prev text; last_landlord text := '#';
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY landlord_id NULLS FIRST, chain_seq LOOP
    IF coalesce(r.landlord_id::text, '-') <> last_landlord THEN prev := NULL; END IF;
    r.prev_hash := prev;
    r.hash := audit_row_hash(r);
    UPDATE audit_log SET prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
    last_landlord := coalesce(r.landlord_id::text, '-');
  END LOOP;
END $$;
--> statement-breakpoint
-- Every new row joins its landlord's chain. The transaction-scoped advisory lock per landlord makes
-- two writers wait for each other (until commit), so the chain never forks; the row's role is the
-- actor's role at the time of writing when the writer did not name it.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_seq bigint; last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('audit_log:' || coalesce(NEW.landlord_id::text, '-'), 0));
  IF NEW.landlord_id IS NULL THEN
    SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_log
     WHERE landlord_id IS NULL ORDER BY chain_seq DESC LIMIT 1;
  ELSE
    SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_log
     WHERE landlord_id = NEW.landlord_id ORDER BY chain_seq DESC LIMIT 1;
  END IF;
  IF NEW.actor_role IS NULL AND NEW.actor_id IS NOT NULL THEN
    SELECT coalesce(ro.key, ro.name) INTO NEW.actor_role
      FROM users u JOIN roles ro ON ro.id = u.role_id WHERE u.id = NEW.actor_id;
  END IF;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := audit_row_hash(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- Append-only: nobody (the application included) updates, deletes or truncates audit rows.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
