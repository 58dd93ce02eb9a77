ALTER TABLE "feedback_entries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "replied_at" timestamp with time zone;