ALTER TABLE "media" ADD COLUMN "staged_order_id" uuid;--> statement-breakpoint
CREATE INDEX "media_staged_order_idx" ON "media" USING btree ("staged_order_id");