CREATE TABLE "offer_deposit_reminders" (
	"offer_id" uuid NOT NULL,
	"deposit_index" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_deposit_reminders_offer_id_deposit_index_pk" PRIMARY KEY("offer_id","deposit_index")
);
--> statement-breakpoint
ALTER TABLE "offer_deposit_reminders" ADD CONSTRAINT "offer_deposit_reminders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_escrow_opened_idx" ON "offers" USING btree ("escrow_opened_at") WHERE "offers"."status" = 'finalized';