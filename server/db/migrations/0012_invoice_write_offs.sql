-- Issue 16 item 1: closing an invoice below its total ("Mark as paid" on a short payment) is a
-- recorded write-off, not a silent PAID. The invoice keeps the written-off amount beside what was
-- paid, so for every invoice total = paid + written off + pending, and the per-landlord totals
-- follow the same definition (pending no longer depends on the status).
ALTER TABLE "invoices" ADD COLUMN "written_off_amount" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE TABLE "invoice_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount" numeric(12, 3) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_write_offs_amount_check" CHECK ("invoice_write_offs"."amount" > 0)
);--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_write_offs_invoice_key" ON "invoice_write_offs" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_write_offs_landlord_idx" ON "invoice_write_offs" USING btree ("landlord_id","created_at");--> statement-breakpoint
ALTER TABLE "landlord_billing_totals" ADD COLUMN "written_off_amount" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Invoices closed by "Mark as paid" before this migration: their shortfall becomes a write-off,
-- attributed to whoever recorded the closing payment.
LOCK TABLE "invoices", "payments" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "invoice_write_offs" ("landlord_id", "invoice_id", "payment_id", "amount", "reason", "created_by", "created_at")
SELECT i.landlord_id, i.id, p.id, i.total - i.paid_amount,
       'Marked as paid (recorded before write-offs were itemised)', p.created_by, p.created_at
  FROM invoices i
  JOIN LATERAL (SELECT sp.id, sp.created_by, sp.created_at FROM payments sp
                 WHERE sp.invoice_id = i.id AND sp.mark_as_paid
                 ORDER BY sp.created_at DESC LIMIT 1) p ON true
 WHERE i.status = 'PAID' AND i.paid_amount < i.total;--> statement-breakpoint
UPDATE "invoices" i SET "written_off_amount" = w.amount FROM "invoice_write_offs" w WHERE w.invoice_id = i.id;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_money_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_money_check" CHECK ("invoices"."total" >= 0 and "invoices"."paid_amount" >= 0 and "invoices"."written_off_amount" >= 0 and "invoices"."paid_amount" + "invoices"."written_off_amount" <= "invoices"."total");--> statement-breakpoint
-- The kept totals with the one definition: received = paid, written off, pending = total - paid -
-- written off, each over the invoices that are not cancelled.
CREATE OR REPLACE FUNCTION landlord_billing_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
  share text := CASE TG_TABLE_NAME
    WHEN 'invoices' THEN
      $s$ coalesce(sum(sign) FILTER (WHERE status <> 'CANCELLED'), 0) AS invoice_count,
          coalesce(sum(sign * paid_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS received_amount,
          coalesce(sum(sign * (total - paid_amount - written_off_amount)) FILTER (WHERE status <> 'CANCELLED'), 0) AS pending_amount,
          0 AS payment_count,
          coalesce(sum(sign * written_off_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS written_off_amount $s$
    ELSE $s$ 0 AS invoice_count, 0 AS received_amount, 0 AS pending_amount, sum(sign) AS payment_count, 0 AS written_off_amount $s$ END;
BEGIN
  EXECUTE format($q$
    INSERT INTO landlord_billing_totals AS t (landlord_id, invoice_count, received_amount, pending_amount, payment_count, written_off_amount)
    SELECT * FROM (SELECT landlord_id, %s FROM (%s) AS c GROUP BY landlord_id) AS d
     WHERE d.invoice_count <> 0 OR d.received_amount <> 0 OR d.pending_amount <> 0 OR d.payment_count <> 0
        OR d.written_off_amount <> 0
    ON CONFLICT (landlord_id) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count,
      received_amount = t.received_amount + excluded.received_amount,
      pending_amount = t.pending_amount + excluded.pending_amount,
      payment_count = t.payment_count + excluded.payment_count,
      written_off_amount = t.written_off_amount + excluded.written_off_amount $q$, share, changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION landlord_billing_totals_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM landlord_billing_totals;
  INSERT INTO landlord_billing_totals (landlord_id, invoice_count, received_amount, pending_amount, payment_count, written_off_amount)
  SELECT landlord_id, sum(invoice_count), sum(received_amount), sum(pending_amount), sum(payment_count), sum(written_off_amount)
    FROM (SELECT landlord_id,
                 count(*) FILTER (WHERE status <> 'CANCELLED') AS invoice_count,
                 coalesce(sum(paid_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS received_amount,
                 coalesce(sum(total - paid_amount - written_off_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS pending_amount,
                 0 AS payment_count,
                 coalesce(sum(written_off_amount) FILTER (WHERE status <> 'CANCELLED'), 0) AS written_off_amount
            FROM invoices GROUP BY landlord_id
          UNION ALL
          SELECT landlord_id, 0, 0, 0, count(*), 0 FROM payments GROUP BY landlord_id) AS present
   GROUP BY landlord_id;
$$;--> statement-breakpoint
SELECT landlord_billing_totals_recount();
