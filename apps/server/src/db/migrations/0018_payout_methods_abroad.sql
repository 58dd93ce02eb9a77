ALTER TABLE "payout_methods" ALTER COLUMN "account_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ALTER COLUMN "routing_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "kind" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD COLUMN "bic" text;--> statement-breakpoint
-- Payout methods added before holder names were asked for: the name on account is the holder's.
UPDATE "payout_methods" SET "holder_name" = "name" WHERE "holder_name" = '';--> statement-breakpoint
-- A US account has its routing number and type; an IBAN account its BIC.
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_kind_fields" CHECK (
  ("kind" = 'us' AND "routing_number" IS NOT NULL AND "account_type" IS NOT NULL)
  OR ("kind" = 'iban' AND "bic" IS NOT NULL AND "routing_number" IS NULL)
);
