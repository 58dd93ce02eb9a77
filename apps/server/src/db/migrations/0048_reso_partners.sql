CREATE TABLE "reso_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reso_partner_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_token_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "reso_partner_clients_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "reso_access_tokens" ADD CONSTRAINT "reso_access_tokens_client_id_reso_partner_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."reso_partner_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reso_partner_clients" ADD CONSTRAINT "reso_partner_clients_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reso_access_tokens_client_idx" ON "reso_access_tokens" USING btree ("client_id","expires_at");