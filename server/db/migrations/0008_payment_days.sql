-- The manual-payments list's date range (the panel always sends one: six months either side of
-- today) without counting thousands of index entries per request, and planned once: per landlord
-- and day, the number of payments, kept by triggers on payments like landlord_billing_totals (0007).
-- The (landlord_id, payment_date) index goes: it was the list's only user, and while it existed a
-- plan made without the range's values chose it and sorted every payment of the range; without it
-- the page walks the covering created-at index (0006), newest first, the date read from the index.
CREATE TABLE "landlord_payment_days" (
	"landlord_id" uuid NOT NULL,
	"day" date NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landlord_payment_days_landlord_id_day_pk" PRIMARY KEY("landlord_id","day")
);
--> statement-breakpoint
DROP INDEX "payments_landlord_payment_date_idx";--> statement-breakpoint
-- Adds the changed payments to their landlord's days (an update that moves a payment's date takes it
-- from the old day and gives it to the new one; other updates change nothing here).
CREATE FUNCTION landlord_payment_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, landlord_id, payment_date FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, landlord_id, payment_date FROM old_rows'
    ELSE 'SELECT 1 AS sign, landlord_id, payment_date FROM new_rows
          UNION ALL SELECT -1, landlord_id, payment_date FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO landlord_payment_days AS t (landlord_id, day, payment_count)
    SELECT landlord_id, payment_date, sum(sign) FROM (%s) AS c
     GROUP BY landlord_id, payment_date HAVING sum(sign) <> 0
    ON CONFLICT (landlord_id, day) DO UPDATE SET payment_count = t.payment_count + excluded.payment_count $q$,
    changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION landlord_payment_days_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM landlord_payment_days;
  INSERT INTO landlord_payment_days (landlord_id, day, payment_count)
  SELECT landlord_id, payment_date, count(*) FROM payments GROUP BY landlord_id, payment_date;
$$;--> statement-breakpoint
-- A TRUNCATE of payments recounts the days too.
CREATE OR REPLACE FUNCTION landlord_billing_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM landlord_billing_totals_recount();
  PERFORM landlord_payment_days_recount();
  RETURN NULL;
END $$;--> statement-breakpoint
-- No payment moves while the triggers are created and the present payments are counted.
LOCK TABLE "payments" IN SHARE MODE;--> statement-breakpoint
CREATE TRIGGER payments_days_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_payment_days_follow();--> statement-breakpoint
CREATE TRIGGER payments_days_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_payment_days_follow();--> statement-breakpoint
CREATE TRIGGER payments_days_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landlord_payment_days_follow();--> statement-breakpoint
SELECT landlord_payment_days_recount();
