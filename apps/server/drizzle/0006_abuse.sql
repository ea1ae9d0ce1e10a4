CREATE TABLE "abuse_alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer NOT NULL,
	"threshold" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abuse_alarms_kind_ck" CHECK ("abuse_alarms"."kind" in ('registrations.perMinute', 'login.stepUp'))
);
--> statement-breakpoint
CREATE INDEX "abuse_alarms_merchant_ix" ON "abuse_alarms" USING btree ("merchant_code","raised_at");