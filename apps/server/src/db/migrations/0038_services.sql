CREATE TABLE "appraisal_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"size_range" text NOT NULL,
	"currency" text NOT NULL,
	"desktop_price" integer,
	"desktop_lead_time" smallint,
	"drive_by_price" integer,
	"drive_by_lead_time" smallint,
	"full_price" integer,
	"full_lead_time" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_services_size_range_check" CHECK ("appraisal_services"."size_range" in ('under-1500', '1500-2999', '3000-4999', '5000-plus')),
	CONSTRAINT "appraisal_services_terms_paired" CHECK (("appraisal_services"."desktop_price" is null) = ("appraisal_services"."desktop_lead_time" is null) and ("appraisal_services"."drive_by_price" is null) = ("appraisal_services"."drive_by_lead_time" is null) and ("appraisal_services"."full_price" is null) = ("appraisal_services"."full_lead_time" is null)),
	CONSTRAINT "appraisal_services_one_type" CHECK ("appraisal_services"."desktop_price" is not null or "appraisal_services"."drive_by_price" is not null or "appraisal_services"."full_price" is not null)
);
--> statement-breakpoint
CREATE TABLE "inspection_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"item" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"lead_time" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_services_item_check" CHECK ("inspection_services"."item" in ('general-inspection', 'swimming-pools', 'mold-safe', 'pest-control', 'radon-gas', 'lead-paint'))
);
--> statement-breakpoint
CREATE TABLE "media_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"service" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"time_frame" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_services_service_check" CHECK ("media_services"."service" in ('aerial', '360', 'virtual-staging', 'vr', '35-images-package', 'media-hosting', 'listing-translation'))
);
--> statement-breakpoint
CREATE TABLE "service_events" (
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
ALTER TABLE "appraisal_services" ADD CONSTRAINT "appraisal_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_services" ADD CONSTRAINT "inspection_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_services" ADD CONSTRAINT "media_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_services_account_size_unique" ON "appraisal_services" USING btree ("account_id","size_range");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_services_account_item_unique" ON "inspection_services" USING btree ("account_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "media_services_account_service_unique" ON "media_services" USING btree ("account_id","service");--> statement-breakpoint
CREATE INDEX "service_events_entity_idx" ON "service_events" USING btree ("entity_id","at");