-- Issue 7 item 6: the manual-payments list and the collection report stay fast for a landlord with
-- 10,000 invoices in a table of a million. Two things they did on every request go away:
-- 1. Counting and summing every row of the landlord: the figures are kept per landlord instead, by
--    statement-level triggers (one aggregate per statement, whatever it touched), exact to the fils.
-- 2. Searching through a trigram index whose posting lists hold the matches of every landlord: the
--    keys of the new search indexes carry the landlord, so a search reads only its own landlord's.
CREATE TABLE "landlord_billing_totals" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"received_amount" numeric(18, 3) DEFAULT '0' NOT NULL,
	"pending_amount" numeric(18, 3) DEFAULT '0' NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The interior trigrams of a text (pg_trgm's, lower-cased, those without the word-boundary padding),
-- each prefixed with the first 8 hex digits of the landlord's id. A LIKE '%term%' match contains every
-- interior trigram of the term's words, so `keys(row) @> keys(term)` is a necessary condition the GIN
-- index answers from this landlord's posting lists alone; LIKE itself stays the exact check (and the
-- landlord_id filter, so a shared prefix can only cost time, never show another landlord's row).
CREATE FUNCTION landlord_trigram_keys(landlord uuid, body text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(left(landlord::text, 8) || t), '{}')
      FROM unnest(public.show_trgm(body)) AS t
     WHERE strpos(t, ' ') = 0
$$;--> statement-breakpoint
DROP INDEX "payments_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "invoices_search_keys_idx" ON "invoices" USING gin (landlord_trigram_keys("landlord_id", ("tenant_name" || ' ' || "invoice_no"))) WHERE "invoices"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "payments_search_keys_idx" ON "payments" USING gin (landlord_trigram_keys("landlord_id", "search_text"));--> statement-breakpoint
-- Adds the changed rows' share to their landlords' totals. A trigger with transition tables fires for
-- one event only, so each table has one trigger per event; the statement is built for the event
-- because a transition table that this trigger does not have cannot be named, even in a dead branch.
CREATE FUNCTION landlord_billing_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
  share text := CASE TG_TABLE_NAME
    WHEN 'invoices' THEN
      $s$ coalesce(sum(sign) FILTER (WHERE status <> 'CANCELLED'), 0) AS invoice_count,
          coalesce(sum(sign * paid_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS received_amount,
          coalesce(sum(sign * (total - paid_amount)) FILTER (WHERE status NOT IN ('CANCELLED', 'PAID')), 0) AS pending_amount,
          0 AS payment_count $s$
    ELSE $s$ 0 AS invoice_count, 0 AS received_amount, 0 AS pending_amount, sum(sign) AS payment_count $s$ END;
BEGIN
  EXECUTE format($q$
    INSERT INTO landlord_billing_totals AS t (landlord_id, invoice_count, received_amount, pending_amount, payment_count)
    SELECT * FROM (SELECT landlord_id, %s FROM (%s) AS c GROUP BY landlord_id) AS d
     WHERE d.invoice_count <> 0 OR d.received_amount <> 0 OR d.pending_amount <> 0 OR d.payment_count <> 0
    ON CONFLICT (landlord_id) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count,
      received_amount = t.received_amount + excluded.received_amount,
      pending_amount = t.pending_amount + excluded.pending_amount,
      payment_count = t.payment_count + excluded.payment_count $q$, share, changed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- No totals move while the triggers are created and the present rows are counted.
LOCK TABLE "invoices", "payments" IN SHARE MODE;--> statement-breakpoint
CREATE TRIGGER invoices_totals_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_follow();--> statement-breakpoint
CREATE TRIGGER invoices_totals_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_follow();--> statement-breakpoint
CREATE TRIGGER invoices_totals_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_follow();--> statement-breakpoint
CREATE TRIGGER payments_totals_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_follow();--> statement-breakpoint
CREATE TRIGGER payments_totals_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_follow();--> statement-breakpoint
-- Counts every landlord's totals afresh: the backfill below, and after a TRUNCATE (which fires no
-- row-level changes for the triggers above to add up).
CREATE FUNCTION landlord_billing_totals_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM landlord_billing_totals;
  INSERT INTO landlord_billing_totals (landlord_id, invoice_count, received_amount, pending_amount, payment_count)
  SELECT landlord_id, sum(invoice_count), sum(received_amount), sum(pending_amount), sum(payment_count)
    FROM (SELECT landlord_id,
                 count(*) FILTER (WHERE status <> 'CANCELLED') AS invoice_count,
                 coalesce(sum(paid_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS received_amount,
                 coalesce(sum(total - paid_amount) FILTER (WHERE status NOT IN ('CANCELLED', 'PAID')), 0) AS pending_amount,
                 0 AS payment_count
            FROM invoices GROUP BY landlord_id
          UNION ALL
          SELECT landlord_id, 0, 0, 0, count(*) FROM payments GROUP BY landlord_id) AS present
   GROUP BY landlord_id;
$$;--> statement-breakpoint
CREATE FUNCTION landlord_billing_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM landlord_billing_totals_recount();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_after_truncate();--> statement-breakpoint
CREATE TRIGGER payments_totals_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_billing_totals_after_truncate();--> statement-breakpoint
SELECT landlord_billing_totals_recount();
