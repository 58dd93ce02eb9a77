CREATE TABLE "demo_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"charge_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_action" jsonb;--> statement-breakpoint
ALTER TABLE "demo_intents" ADD CONSTRAINT "demo_intents_customer_id_demo_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."demo_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_intents_idempotency" ON "demo_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_intent" ON "payments" USING btree ("provider","provider_intent_id");