CREATE TABLE "membership_events" (
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
CREATE TABLE "membership_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"checkout_id" uuid,
	"attempt" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_renewals_status_check" CHECK ("membership_renewals"."status" in ('due', 'paid', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"payment_id" uuid,
	"promotional" boolean DEFAULT false NOT NULL,
	"renewal_notice_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_plan_check" CHECK ("memberships"."plan" in ('basic', 'standard', 'plus', 'premium')),
	CONSTRAINT "memberships_cycle_check" CHECK ("memberships"."cycle" in ('monthly', 'yearly')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'past-due', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"redeemed_by_account_id" uuid,
	"redeemed_at" timestamp with time zone,
	"redeemed_membership_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_redeemed_by_account_id_accounts_id_fk" FOREIGN KEY ("redeemed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_redeemed_membership_id_memberships_id_fk" FOREIGN KEY ("redeemed_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_events_entity_idx" ON "membership_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewals_one_per_period" ON "membership_renewals" USING btree ("membership_id","period_end");--> statement-breakpoint
CREATE INDEX "membership_renewals_due_idx" ON "membership_renewals" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_running_per_account" ON "memberships" USING btree ("account_id") WHERE "memberships"."status" <> 'expired';--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_payment_unique" ON "memberships" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "memberships_account_idx" ON "memberships" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_period_end_idx" ON "memberships" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_unique" ON "promotion_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_payment_unique" ON "promotion_codes" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_redeemer_unique" ON "promotion_codes" USING btree ("redeemed_by_account_id");--> statement-breakpoint
CREATE INDEX "promotion_codes_buyer_idx" ON "promotion_codes" USING btree ("buyer_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_areas_account_code_unique" ON "service_areas" USING btree ("account_id","country","postal_code");--> statement-breakpoint
CREATE INDEX "service_areas_code_idx" ON "service_areas" USING btree ("country","postal_code");