CREATE TABLE "job_failures" (
	"name" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text NOT NULL
);
