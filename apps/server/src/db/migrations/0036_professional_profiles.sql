CREATE TABLE "professional_documents" (
	"professional_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "professional_documents_professional_id_media_id_pk" PRIMARY KEY("professional_id","media_id"),
	CONSTRAINT "professional_documents_kind_check" CHECK ("professional_documents"."kind" in ('governmentId', 'professionalLicense', 'eoInsurance'))
);
--> statement-breakpoint
CREATE TABLE "professional_events" (
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
CREATE TABLE "professional_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"information" jsonb,
	"company" jsonb,
	"profession" text,
	"spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_profiles_status_check" CHECK ("professional_profiles"."status" in ('draft', 'submitted', 'verified', 'rejected', 'resubmitted', 'off'))
);
--> statement-breakpoint
ALTER TABLE "professional_documents" ADD CONSTRAINT "professional_documents_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_documents" ADD CONSTRAINT "professional_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_documents_media_idx" ON "professional_documents" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "professional_events_entity_idx" ON "professional_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE INDEX "professional_profiles_directory_idx" ON "professional_profiles" USING btree ("profession") WHERE "professional_profiles"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "professional_profiles_languages_idx" ON "professional_profiles" USING gin ("spoken_languages");--> statement-breakpoint
CREATE INDEX "professional_profiles_queue_idx" ON "professional_profiles" USING btree ("submitted_at") WHERE "professional_profiles"."status" in ('submitted', 'resubmitted');