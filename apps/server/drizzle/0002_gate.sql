CREATE TABLE "site_status_overrides" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"maintenance" boolean NOT NULL,
	"maintenance_end" timestamp with time zone,
	"title" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
