CREATE TABLE "kept_deposits_held" (
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"held" numeric(18, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "kept_deposits_held_landlord_id_property_id_pk" PRIMARY KEY("landlord_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "kept_maintenance_figures" (
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"completion_seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "kept_maintenance_figures_landlord_id_property_id_status_pk" PRIMARY KEY("landlord_id","property_id","status")
);
--> statement-breakpoint
CREATE TABLE "kept_month_figures" (
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"expected" numeric(18, 3) DEFAULT '0' NOT NULL,
	"collected" numeric(18, 3) DEFAULT '0' NOT NULL,
	"written_off" numeric(18, 3) DEFAULT '0' NOT NULL,
	"outstanding" numeric(18, 3) DEFAULT '0' NOT NULL,
	"cash_received" numeric(18, 3) DEFAULT '0' NOT NULL,
	"refunded" numeric(18, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "kept_month_figures_landlord_id_month_property_id_pk" PRIMARY KEY("landlord_id","month","property_id")
);
--> statement-breakpoint
CREATE TABLE "kept_owed_days" (
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owed" numeric(18, 3) DEFAULT '0' NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kept_owed_days_landlord_id_due_date_property_id_tenant_id_pk" PRIMARY KEY("landlord_id","due_date","property_id","tenant_id")
);
--> statement-breakpoint
-- Issue 37 item 1: cold dashboards read kept figures (server/db/schema/keptFigures.ts says what
-- each table holds). What every kept row must equal, recomputed from the rows the figures come
-- from: the backfill below, the recount after a TRUNCATE and the check (server/services/keptFigures.ts)
-- all read these views, so the definition is written once. Months are Kuwait's calendar months of a
-- date column; a refund's day is its credit note's Kuwait day (server/services/refundQueries.ts).
CREATE VIEW kept_month_figures_recomputed AS
SELECT landlord_id, property_id, month, sum(invoices)::int AS invoices,
       sum(expected)::numeric(18, 3) AS expected, sum(collected)::numeric(18, 3) AS collected,
       sum(written_off)::numeric(18, 3) AS written_off, sum(outstanding)::numeric(18, 3) AS outstanding,
       sum(cash_received)::numeric(18, 3) AS cash_received, sum(refunded)::numeric(18, 3) AS refunded
  FROM (SELECT landlord_id, property_id, date_trunc('month', due_date::timestamp)::date AS month,
               1 AS invoices, total AS expected, paid_amount AS collected, written_off_amount AS written_off,
               total - paid_amount - written_off_amount AS outstanding, 0 AS cash_received, 0 AS refunded
          FROM invoices WHERE status IN ('UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE')
        UNION ALL
        SELECT landlord_id, property_id, date_trunc('month', received_on::timestamp)::date, 0, 0, 0, 0, 0, amount, 0
          FROM receipts
        UNION ALL
        -- A refund counts on its payment's receipt's landlord and property, as the dashboard reads it.
        SELECT r.landlord_id, r.property_id,
               date_trunc('month', ((f.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date::timestamp)::date,
               0, 0, 0, 0, 0, 0, f.amount
          FROM payment_refunds f JOIN receipts r ON r.payment_id = f.payment_id) AS x
 GROUP BY landlord_id, property_id, month;--> statement-breakpoint
CREATE VIEW kept_owed_days_recomputed AS
SELECT landlord_id, property_id, due_date, tenant_id,
       sum(total - paid_amount - written_off_amount)::numeric(18, 3) AS owed, count(*)::int AS invoices
  FROM invoices
 WHERE status IN ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE') AND total - paid_amount - written_off_amount > 0
 GROUP BY landlord_id, property_id, due_date, tenant_id;--> statement-breakpoint
CREATE VIEW kept_maintenance_figures_recomputed AS
SELECT landlord_id, property_id, status, count(*)::int AS requests,
       (count(*) FILTER (WHERE completed_at IS NOT NULL))::int AS completed,
       coalesce(sum(extract(epoch FROM (completed_at - created_at))) FILTER (WHERE completed_at IS NOT NULL), 0)
         AS completion_seconds
  FROM maintenance_requests
 WHERE deleted_at IS NULL
 GROUP BY landlord_id, property_id, status;--> statement-breakpoint
CREATE VIEW kept_deposits_held_recomputed AS
SELECT landlord_id, property_id, sum(received_amount - deducted_amount - refunded_amount)::numeric(18, 3) AS held
  FROM deposits
 GROUP BY landlord_id, property_id;--> statement-breakpoint
-- Adds the changed rows' share to the kept figures: one aggregate per statement, whatever it
-- touched, groups whose share is zero left out (an overdue job's status change moves nothing).
-- Rows are upserted in key order so that two writers meet the kept rows in the same order. A
-- trigger with transition tables fires for one event only and a transition table it does not have
-- cannot be named, so the statement is built for the event (as in migration 0007).
CREATE FUNCTION kept_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  -- Money writes take their landlords' landlord_billing_totals rows first, in landlord order, as
  -- that table's own triggers would later in the transaction: a kept row is then only ever locked
  -- by a transaction that already holds its landlord's totals, so a payment, a refund and an
  -- invoice change of one landlord wait for each other instead of each holding a row the other wants.
  IF TG_TABLE_NAME IN ('invoices', 'receipts', 'payment_refunds') THEN
    EXECUTE format('SELECT 1 FROM landlord_billing_totals WHERE landlord_id IN (SELECT landlord_id FROM (%s) AS c)
                     ORDER BY landlord_id FOR UPDATE', changed);
  END IF;
  IF TG_TABLE_NAME = 'invoices' THEN
    EXECUTE format($q$
      INSERT INTO kept_month_figures AS t (landlord_id, month, property_id, invoices, expected, collected, written_off, outstanding)
      SELECT landlord_id, date_trunc('month', due_date::timestamp)::date, property_id, sum(sign)::int,
             sum(sign * total), sum(sign * paid_amount), sum(sign * written_off_amount),
             sum(sign * (total - paid_amount - written_off_amount))
        FROM (%s) AS c
       WHERE status IN ('UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE')
       GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0 OR sum(sign * total) <> 0 OR sum(sign * paid_amount) <> 0 OR sum(sign * written_off_amount) <> 0
       ORDER BY 1, 2, 3
      ON CONFLICT (landlord_id, property_id, month) DO UPDATE SET
        invoices = t.invoices + excluded.invoices, expected = t.expected + excluded.expected, collected = t.collected + excluded.collected,
        written_off = t.written_off + excluded.written_off, outstanding = t.outstanding + excluded.outstanding $q$,
      changed);
    EXECUTE format($q$
      INSERT INTO kept_owed_days AS t (landlord_id, due_date, property_id, tenant_id, owed, invoices)
      SELECT landlord_id, due_date, property_id, tenant_id, sum(sign * (total - paid_amount - written_off_amount)),
             sum(sign)::int
        FROM (%s) AS c
       WHERE status IN ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE') AND total - paid_amount - written_off_amount > 0
       GROUP BY 1, 2, 3, 4
      HAVING sum(sign * (total - paid_amount - written_off_amount)) <> 0 OR sum(sign) <> 0
       ORDER BY 1, 2, 3, 4
      ON CONFLICT (landlord_id, due_date, property_id, tenant_id) DO UPDATE SET
        owed = t.owed + excluded.owed, invoices = t.invoices + excluded.invoices $q$, changed);
    -- A day paid up owes nothing: its row goes, so what is read stays what is owed, not every
    -- day that ever owed (a landlord's paid years would otherwise be read on every dashboard).
    -- Only the rows just moved are looked at (the overdue job's status change moves none).
    EXECUTE format($q$
      DELETE FROM kept_owed_days t
       USING (SELECT landlord_id, due_date, property_id, tenant_id FROM (%s) AS c
               WHERE status IN ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE') AND total - paid_amount - written_off_amount > 0
               GROUP BY 1, 2, 3, 4
              HAVING sum(sign * (total - paid_amount - written_off_amount)) <> 0 OR sum(sign) <> 0) AS d
       WHERE t.landlord_id = d.landlord_id AND t.due_date = d.due_date AND t.property_id = d.property_id
         AND t.tenant_id = d.tenant_id AND t.invoices = 0 AND t.owed = 0 $q$, changed);
  ELSIF TG_TABLE_NAME = 'receipts' THEN
    EXECUTE format($q$
      INSERT INTO kept_month_figures AS t (landlord_id, month, property_id, cash_received)
      SELECT landlord_id, date_trunc('month', received_on::timestamp)::date, property_id, sum(sign * amount)
        FROM (%s) AS c
       GROUP BY 1, 2, 3 HAVING sum(sign * amount) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (landlord_id, property_id, month) DO UPDATE SET
        cash_received = t.cash_received + excluded.cash_received $q$, changed);
  ELSIF TG_TABLE_NAME = 'payment_refunds' THEN
    -- Counted where its payment's receipt is (the receipt is written with the payment, before any
    -- refund of it; a payment with refunds cannot be deleted).
    EXECUTE format($q$
      INSERT INTO kept_month_figures AS t (landlord_id, month, property_id, refunded)
      SELECT r.landlord_id,
             date_trunc('month', ((c.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date::timestamp)::date,
             r.property_id, sum(c.sign * c.amount)
        FROM (%s) AS c JOIN receipts r ON r.payment_id = c.payment_id
       GROUP BY 1, 2, 3 HAVING sum(c.sign * c.amount) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (landlord_id, property_id, month) DO UPDATE SET refunded = t.refunded + excluded.refunded $q$,
      changed);
  ELSIF TG_TABLE_NAME = 'maintenance_requests' THEN
    EXECUTE format($q$
      INSERT INTO kept_maintenance_figures AS t (landlord_id, property_id, status, requests, completed, completion_seconds)
      SELECT landlord_id, property_id, status, sum(sign)::int,
             coalesce(sum(sign) FILTER (WHERE completed_at IS NOT NULL), 0)::int,
             coalesce(sum(sign * extract(epoch FROM (completed_at - created_at))) FILTER (WHERE completed_at IS NOT NULL), 0)
        FROM (%s) AS c
       WHERE deleted_at IS NULL
       GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE completed_at IS NOT NULL), 0) <> 0
          OR coalesce(sum(sign * extract(epoch FROM (completed_at - created_at))) FILTER (WHERE completed_at IS NOT NULL), 0) <> 0
       ORDER BY 1, 2, 3
      ON CONFLICT (landlord_id, property_id, status) DO UPDATE SET
        requests = t.requests + excluded.requests, completed = t.completed + excluded.completed,
        completion_seconds = t.completion_seconds + excluded.completion_seconds $q$, changed);
  ELSIF TG_TABLE_NAME = 'deposits' THEN
    EXECUTE format($q$
      INSERT INTO kept_deposits_held AS t (landlord_id, property_id, held)
      SELECT landlord_id, property_id, sum(sign * (received_amount - deducted_amount - refunded_amount))
        FROM (%s) AS c
       GROUP BY 1, 2 HAVING sum(sign * (received_amount - deducted_amount - refunded_amount)) <> 0 ORDER BY 1, 2
      ON CONFLICT (landlord_id, property_id) DO UPDATE SET held = t.held + excluded.held $q$, changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every kept figure afresh from the views: the backfill below, after a TRUNCATE (which fires no
-- row changes for the triggers to add up), and `npm run figures:check -- --repair`.
CREATE FUNCTION kept_figures_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM kept_month_figures;
  INSERT INTO kept_month_figures (landlord_id, property_id, month, invoices, expected, collected, written_off, outstanding, cash_received, refunded)
  SELECT landlord_id, property_id, month, invoices, expected, collected, written_off, outstanding, cash_received, refunded
    FROM kept_month_figures_recomputed;
  DELETE FROM kept_owed_days;
  INSERT INTO kept_owed_days (landlord_id, property_id, due_date, tenant_id, owed, invoices)
  SELECT landlord_id, property_id, due_date, tenant_id, owed, invoices FROM kept_owed_days_recomputed;
  DELETE FROM kept_maintenance_figures;
  INSERT INTO kept_maintenance_figures (landlord_id, property_id, status, requests, completed, completion_seconds)
  SELECT landlord_id, property_id, status, requests, completed, completion_seconds FROM kept_maintenance_figures_recomputed;
  DELETE FROM kept_deposits_held;
  INSERT INTO kept_deposits_held (landlord_id, property_id, held)
  SELECT landlord_id, property_id, held FROM kept_deposits_held_recomputed;
$$;--> statement-breakpoint
CREATE FUNCTION kept_figures_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_figures_recount();
  RETURN NULL;
END $$;--> statement-breakpoint
-- No figure moves while the triggers are created and the present rows are counted.
LOCK TABLE "invoices", "receipts", "payment_refunds", "maintenance_requests", "deposits" IN SHARE MODE;--> statement-breakpoint
CREATE TRIGGER invoices_kept_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER invoices_kept_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER invoices_kept_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER invoices_kept_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_after_truncate();--> statement-breakpoint
CREATE TRIGGER receipts_kept_insert AFTER INSERT ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER receipts_kept_update AFTER UPDATE ON receipts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER receipts_kept_delete AFTER DELETE ON receipts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER receipts_kept_truncate AFTER TRUNCATE ON receipts
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_after_truncate();--> statement-breakpoint
CREATE TRIGGER payment_refunds_kept_insert AFTER INSERT ON payment_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER payment_refunds_kept_update AFTER UPDATE ON payment_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER payment_refunds_kept_delete AFTER DELETE ON payment_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER payment_refunds_kept_truncate AFTER TRUNCATE ON payment_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_after_truncate();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_kept_insert AFTER INSERT ON maintenance_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_kept_update AFTER UPDATE ON maintenance_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_kept_delete AFTER DELETE ON maintenance_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_kept_truncate AFTER TRUNCATE ON maintenance_requests
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_after_truncate();--> statement-breakpoint
CREATE TRIGGER deposits_kept_insert AFTER INSERT ON deposits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER deposits_kept_update AFTER UPDATE ON deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER deposits_kept_delete AFTER DELETE ON deposits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow();--> statement-breakpoint
CREATE TRIGGER deposits_kept_truncate AFTER TRUNCATE ON deposits
  FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_after_truncate();--> statement-breakpoint
SELECT kept_figures_recount();
