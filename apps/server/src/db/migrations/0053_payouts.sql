CREATE TABLE "demo_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination_kind" text NOT NULL,
	"destination_last4" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"arrives_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_relation" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_account_id" uuid NOT NULL,
	"payout_method_id" uuid,
	"method_kind" text NOT NULL,
	"method_last4" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"transfer_id" text,
	"run_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('pending', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_method_kind" CHECK ("payouts"."method_kind" in ('us', 'iban'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_account_id_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_transfers_idempotency" ON "demo_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_events_entity_idx" ON "payout_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_run" ON "payouts" USING btree ("provider_account_id","currency","run_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open" ON "payouts" USING btree ("provider_account_id","currency") WHERE "payouts"."status" in ('pending', 'sent');--> statement-breakpoint
CREATE INDEX "payouts_provider_idx" ON "payouts" USING btree ("provider_account_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");