-- Issue 30 item 5: at most one open online checkout per invoice, and a capture the invoice could
-- not take is refunded (or, where the gateway refuses, flagged for the landlord).
-- Before the rule a new checkout of another amount opened a second attempt beside the first. Of
-- each invoice's open attempts the newest stays open; the older ones are closed as expired (a
-- capture the gateway still reports for one is credited or refunded when its webhook arrives:
-- server/services/paymentSettlement.ts). The unique index that enforces the rule is built after
-- the migrations, without locking the table (server/db/concurrentIndexes/0032_*).
UPDATE "payment_attempts" AS a
   SET "state" = 'expired',
       "reason" = 'A newer checkout of this invoice replaced this one.',
       "next_check_at" = NULL,
       "updated_at" = now()
 WHERE a."state" in ('created', 'pending', 'unknown')
   AND EXISTS (
     SELECT 1 FROM "payment_attempts" b
      WHERE b."invoice_id" = a."invoice_id"
        AND b."state" in ('created', 'pending', 'unknown')
        AND (b."created_at", b."id") > (a."created_at", a."id")
   );--> statement-breakpoint
-- Why the automatic refund of a capture that could not be credited failed: set, the landlord must
-- refund it (TENANT PAYMENTS shows it); null otherwise. No default: PostgreSQL adds it without a rewrite.
ALTER TABLE "payment_attempts" ADD COLUMN "refund_problem" text;
--> statement-breakpoint
-- Captures taken before this rule that the invoice could not take were left "a refund is due" with
-- nobody told: they are shown to their landlord now (whether one was refunded at the gateway by
-- hand is unknown here, so none is refunded automatically).
UPDATE "payment_attempts"
   SET "refund_problem" = 'Taken before automatic refunds: check at the gateway whether it was refunded, and refund it if not.'
 WHERE "state" = 'captured' AND "payment_id" IS NULL;
