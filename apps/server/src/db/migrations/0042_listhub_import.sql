CREATE TABLE "listhub_import_events" (
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
CREATE TABLE "listhub_import_rejects" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"listing_key" text,
	"reason" text NOT NULL,
	"detail" text,
	CONSTRAINT "listhub_import_rejects_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "listhub_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" text NOT NULL,
	"storage_key" text NOT NULL,
	"full" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" uuid,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "listhub_imports_file_unique" UNIQUE("file")
);
--> statement-breakpoint
CREATE TABLE "listhub_listings" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_import_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listhub_listings_listingId_unique" UNIQUE("listing_id")
);
--> statement-breakpoint
ALTER TABLE "listhub_import_rejects" ADD CONSTRAINT "listhub_import_rejects_import_id_listhub_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listhub_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listhub_imports" ADD CONSTRAINT "listhub_imports_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listhub_listings" ADD CONSTRAINT "listhub_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listhub_listings" ADD CONSTRAINT "listhub_listings_last_import_id_listhub_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."listhub_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listhub_import_events_entity_idx" ON "listhub_import_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE INDEX "listhub_imports_running_idx" ON "listhub_imports" USING btree ("created_at") WHERE "listhub_imports"."status" = 'running';--> statement-breakpoint
CREATE INDEX "listhub_listings_last_import_idx" ON "listhub_listings" USING btree ("last_import_id");