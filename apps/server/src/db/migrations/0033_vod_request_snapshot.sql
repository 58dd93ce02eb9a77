ALTER TABLE "vod_requests" ADD COLUMN "buyer_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD COLUMN "accounts" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD COLUMN "amount_minor" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD COLUMN "currency" char(3) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vod_requests_one_pending_per_bank" ON "vod_requests" USING btree ("offer_id","buyer_id","bank_name","banker_email") WHERE "vod_requests"."status" = 'pending';