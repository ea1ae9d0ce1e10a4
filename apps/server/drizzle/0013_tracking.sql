CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"agent_name" text NOT NULL,
	"domain" text,
	"referral_code" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "affiliates_code_ck" CHECK ("affiliates"."code" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
CREATE TABLE "conversion_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"network" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pixel_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"network" text NOT NULL,
	"method" text NOT NULL,
	"event_name" text,
	"event_id" text,
	"affiliate_code" text,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"session_id" uuid NOT NULL,
	"customer_id" integer,
	"affiliate_code" text,
	"utm_source" text,
	"page" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attribution" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_ux" ON "affiliates" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "conversion_outbox_event_ix" ON "conversion_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "pixel_calls_affiliate_ix" ON "pixel_calls" USING btree ("affiliate_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_event_id_ux" ON "tracking_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_funnel_ix" ON "tracking_events" USING btree ("merchant_code","received_at","name");