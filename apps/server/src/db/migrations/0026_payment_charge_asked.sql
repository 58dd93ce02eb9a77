-- When a request last asked the processor to charge a payment (the database's clock), set just
-- before the call: reconciliation voids a charge the processor never received only a full
-- PAYMENTS_RECONCILE_AFTER_SECONDS after that, not after the payment's start (decision 048).
ALTER TABLE "payments" ADD COLUMN "charge_asked_at" timestamp with time zone;
