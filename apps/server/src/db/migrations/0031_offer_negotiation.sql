CREATE TABLE "offer_final_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"side" text NOT NULL,
	"signer_account_id" uuid,
	"method" text NOT NULL,
	"typed_name" text,
	"image" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"side" text NOT NULL,
	"action" text NOT NULL,
	"author_account_id" uuid,
	"author_name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"signature_method" text,
	"typed_name" text,
	"image" text,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vod_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"banker_email" text NOT NULL,
	"locale" text NOT NULL,
	"token_hash" char(64) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"officer_name" text,
	"signature_method" text,
	"typed_name" text,
	"image" text,
	"letter_media_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vod_requests_status_check" CHECK ("vod_requests"."status" in ('pending', 'verified', 'not-verified', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "turn" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signed_by" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "escrow_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_final_signatures" ADD CONSTRAINT "offer_final_signatures_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_final_signatures" ADD CONSTRAINT "offer_final_signatures_signer_account_id_accounts_id_fk" FOREIGN KEY ("signer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD CONSTRAINT "vod_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD CONSTRAINT "vod_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_final_signatures_one_per_side" ON "offer_final_signatures" USING btree ("offer_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_one_per_round" ON "offer_versions" USING btree ("offer_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_requests_token_idx" ON "vod_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vod_requests_offer_idx" ON "vod_requests" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_respond_by_idx" ON "offers" USING btree ("respond_by") WHERE "offers"."status" in ('sent', 'countered');--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_turn_check" CHECK ("offers"."turn" in ('buyer', 'seller'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_signed_by_check" CHECK ("offers"."signed_by" in ('buyer', 'seller'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'countered', 'accepted', 'backup', 'signed', 'finalized', 'declined', 'cancelled', 'expired', 'lost'));--> statement-breakpoint
UPDATE "offers" SET "turn" = 'seller' WHERE "status" = 'sent';
