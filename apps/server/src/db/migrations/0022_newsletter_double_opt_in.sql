ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_digest" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirmationDigest_unique" UNIQUE("confirmation_digest");