CREATE TABLE "order_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"professional_account_id" uuid NOT NULL,
	"customer_account_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_stars_check" CHECK ("order_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_order_events" (
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
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"kind" text NOT NULL,
	"customer_account_id" uuid NOT NULL,
	"provider_account_id" uuid NOT NULL,
	"listing_id" uuid,
	"address" jsonb NOT NULL,
	"appraisal_type" text,
	"size_range" text,
	"lines" jsonb NOT NULL,
	"total_time_days" smallint,
	"revised_time_frame" smallint,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"file_media_id" uuid,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_kind_check" CHECK ("service_orders"."kind" in ('appraisal', 'inspection', 'media')),
	CONSTRAINT "service_orders_status_check" CHECK ("service_orders"."status" in ('pending', 'accepted', 'in-progress', 'active', 'delivered', 'submitted', 'completed', 'cancelled', 'declined', 'rejected', 'expired', 'past-due'))
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_professional_account_id_accounts_id_fk" FOREIGN KEY ("professional_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_provider_account_id_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_order_unique" ON "order_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_reviews_professional_idx" ON "order_reviews" USING btree ("professional_account_id","created_at");--> statement-breakpoint
CREATE INDEX "service_order_events_entity_idx" ON "service_order_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_payment_unique" ON "service_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "service_orders_customer_idx" ON "service_orders" USING btree ("customer_account_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_orders_provider_idx" ON "service_orders" USING btree ("provider_account_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_orders_listing_idx" ON "service_orders" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "service_orders_due_idx" ON "service_orders" USING btree ("due_at") WHERE "service_orders"."status" in ('pending', 'accepted', 'in-progress');